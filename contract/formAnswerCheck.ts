import { FORM_FILE_MAX_BYTES, type FormItem } from './form.ts';
import type { AnswerValue } from './formAnswer.ts';

/**
 * An answer to a public form checked against its items (ours, issue 20): the server's rule, also usable by
 * a preview. Lengths count characters (code points), never bytes. Messages name the item's label.
 */

export interface SubmittedFile {
  name: string;
  size: number;
}

export interface AnswerCheck {
  /** Per item key, what is wrong (empty: the answer is valid). */
  errors: Record<string, string>;
  /** One value per item except files (they are stored beside), in the items' order. */
  answer: AnswerValue[];
}

const megabytes = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10}MB`;

export const answerMessages = {
  required: (label: string) => `「${label}」を入力してください。`,
  choose: (label: string) => `「${label}」を選択してください。`,
  consent: (label: string) => `「${label}」に同意してください。`,
  attach: (label: string) => `「${label}」のファイルを添付してください。`,
  tooShort: (label: string, min: number) => `「${label}」は${min}文字以上で入力してください。`,
  tooLong: (label: string, max: number) => `「${label}」は${max}文字以内で入力してください。`,
  email: (label: string) => `「${label}」はメールアドレスの形式（例: name@example.jp）で入力してください。`,
  tel: (label: string) => `「${label}」は電話番号（数字10〜15桁、ハイフン・括弧・+ 可）で入力してください。`,
  number: (label: string) => `「${label}」は数値で入力してください。`,
  min: (label: string, min: number) => `「${label}」は${min}以上の数値を入力してください。`,
  max: (label: string, max: number) => `「${label}」は${max}以下の数値を入力してください。`,
  date: (label: string) => `「${label}」は正しい日付（例: 2026-04-01）で入力してください。`,
  option: (label: string) => `「${label}」は選択肢の中から選んでください。`,
  single: (label: string) => `「${label}」は1つだけ選んでください。`,
  fileType: (label: string, extensions: readonly string[]) =>
    `「${label}」に添付できるのは ${extensions.join(', ')} のファイルです。`,
  fileSize: (label: string, max: number) => `「${label}」のファイルは${megabytes(max)}以下にしてください。`,
  oneFile: (label: string) => `「${label}」に添付できるファイルは1つです。`,
} as const;

const EMAIL =
  /^[^\s@<>()[\]\\,;:"]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/u;
const TEL = /^\+?[0-9()\- ]+$/u;
const NUMBER = /^[+-]?(?:[0-9]+(?:\.[0-9]*)?|\.[0-9]+)(?:[eE][+-]?[0-9]+)?$/u;
const DATE = /^([0-9]{4})-([0-9]{2})-([0-9]{2})$/u;

/** Whether a text is an e-mail address a receipt can go to. */
export const isAnswerEmail = (text: string): boolean => text.length <= 254 && EMAIL.test(text);

const characters = (text: string) => [...text].length;

const validDate = (text: string) => {
  const match = DATE.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
};

const extensionOf = (name: string) => {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
};

const textError = (item: FormItem, text: string): string | undefined => {
  const length = characters(text);
  if (item.minLength !== null && length < item.minLength) return answerMessages.tooShort(item.label, item.minLength);
  if (item.maxLength !== null && length > item.maxLength) return answerMessages.tooLong(item.label, item.maxLength);
  if (item.type === 'email' && !isAnswerEmail(text)) return answerMessages.email(item.label);
  if (item.type === 'tel') {
    const digits = text.replace(/[^0-9]/gu, '').length;
    if (!TEL.test(text) || digits < 10 || digits > 15) return answerMessages.tel(item.label);
  }
  if (item.type === 'number') {
    if (!NUMBER.test(text)) return answerMessages.number(item.label);
    const number = Number(text);
    if (item.min !== null && number < item.min) return answerMessages.min(item.label, item.min);
    if (item.max !== null && number > item.max) return answerMessages.max(item.label, item.max);
  }
  if (item.type === 'date' && !validDate(text)) return answerMessages.date(item.label);
  return undefined;
};

const fileError = (item: FormItem, files: readonly SubmittedFile[]): string | undefined => {
  if (files.length === 0) return item.required ? answerMessages.attach(item.label) : undefined;
  if (files.length > 1) return answerMessages.oneFile(item.label);
  const accept = item.accept;
  const maxSize = Math.min(item.maxSize ?? FORM_FILE_MAX_BYTES, FORM_FILE_MAX_BYTES);
  for (const file of files) {
    if (accept.length > 0 && !accept.includes(extensionOf(file.name)))
      return answerMessages.fileType(item.label, accept);
    if (file.size > maxSize) return answerMessages.fileSize(item.label, maxSize);
  }
  return undefined;
};

const listOf = (value: string | string[] | undefined): string[] =>
  (value === undefined ? [] : Array.isArray(value) ? value : [value]).filter((text) => text !== '');

/** Checks one item; answers its error or its value. */
const checkItem = (
  item: FormItem,
  raw: string | string[] | undefined,
  files: readonly SubmittedFile[],
): { error?: string; value?: AnswerValue['value'] } => {
  const values = listOf(raw);
  switch (item.type) {
    case 'file':
      return { error: fileError(item, files) };
    case 'checkbox': {
      if (values.length === 0) return item.required ? { error: answerMessages.choose(item.label) } : { value: [] };
      if (values.some((value) => !item.options.includes(value))) return { error: answerMessages.option(item.label) };
      return { value: item.options.filter((option) => values.includes(option)) };
    }
    case 'consent': {
      const checked = values.length > 0;
      if (!checked && item.required) return { error: answerMessages.consent(item.label) };
      return { value: checked ? '同意する' : '' };
    }
    case 'radio':
    case 'select': {
      if (values.length === 0) return item.required ? { error: answerMessages.choose(item.label) } : { value: '' };
      if (values.length > 1) return { error: answerMessages.single(item.label) };
      const [value = ''] = values;
      return item.options.includes(value) ? { value } : { error: answerMessages.option(item.label) };
    }
    default: {
      if (values.length > 1) return { error: answerMessages.required(item.label) };
      const text = (values[0] ?? '').trim();
      if (text === '') return item.required ? { error: answerMessages.required(item.label) } : { value: '' };
      return { error: textError(item, text), value: text };
    }
  }
};

/** The answer's errors per item key and, when there are none, the values to store. */
export const checkAnswer = (
  items: readonly FormItem[],
  values: Record<string, string | string[]>,
  files: Record<string, readonly SubmittedFile[]>,
): AnswerCheck => {
  const errors: Record<string, string> = {};
  const answer: AnswerValue[] = [];
  for (const item of items) {
    const checked = checkItem(item, values[item.key], files[item.key] ?? []);
    if (checked.error !== undefined) errors[item.key] = checked.error;
    else if (checked.value !== undefined) answer.push({ key: item.key, label: item.label, value: checked.value });
  }
  return { errors, answer };
};
