import type { AnswerValue } from '../../contract/formAnswer.ts';
import { isAnswerEmail } from '../../contract/formAnswerCheck.ts';
import { escapeHtml } from '../../contract/html.ts';
import type { ServerContext } from '../context.ts';
import { messageOf } from '../mail/message.ts';
import type { PublicForm } from './publicForms.ts';
import type { StoredAnswerFile } from './store.ts';
import { publicFormWords } from './words.ts';

const textOf = (value: AnswerValue['value']) => (Array.isArray(value) ? value.join('、') : value);

/** The receipt's address: the answer to the form's first e-mail item, when it is one. */
export const receiptAddressOf = (form: Pick<PublicForm, 'items'>, values: readonly AnswerValue[]) => {
  const item = form.items.find((one) => one.type === 'email');
  const value = item ? values.find((one) => one.key === item.key)?.value : undefined;
  return typeof value === 'string' && isAnswerEmail(value) ? value : undefined;
};

/** The lines of the answer, item by item in the form's order (a file by its name only). */
const linesOf = (form: PublicForm, answer: { values: AnswerValue[]; files: StoredAnswerFile[] }) =>
  form.items.map((item) => {
    const value =
      item.type === 'file'
        ? answer.files
            .filter((file) => file.key === item.key)
            .map((file) => file.name)
            .join('、')
        : textOf(answer.values.find((one) => one.key === item.key)?.value ?? '');
    return { label: item.label, value };
  });

export const receiptContentOf = (
  form: PublicForm,
  answer: { values: AnswerValue[]; files: StoredAnswerFile[] },
): { subject: string; text: string; html: string } => {
  const intro = `「${form.name}」へのご回答を受け付けました。`;
  const outro = 'このメールは送信専用です。お心当たりのない場合は、このメールを破棄してください。';
  const lines = form.isMailWithContent ? linesOf(form, answer) : [];
  const text = [
    intro,
    '',
    ...(lines.length > 0 ? ['【回答内容】', ...lines.map((line) => `${line.label}: ${line.value}`), ''] : []),
    outro,
  ].join('\n');
  const table =
    lines.length > 0
      ? `<h2>回答内容</h2><table>${lines
          .map((line) => `<tr><th>${escapeHtml(line.label)}</th><td>${escapeHtml(line.value)}</td></tr>`)
          .join('')}</table>`
      : '';
  const html = `<p>${escapeHtml(intro)}</p>${table}<p>${escapeHtml(outro)}</p>`;
  return { subject: publicFormWords.receiptSubject(form.name), text, html };
};

/** Mails the receipt through the mail transport (issue 19); nothing when the answer gave no address. */
export const sendReceipt = async (
  context: Pick<ServerContext, 'mailer'>,
  form: PublicForm,
  answer: { values: AnswerValue[]; files: StoredAnswerFile[] },
): Promise<void> => {
  const to = receiptAddressOf(form, answer.values);
  if (!to) return;
  const message = messageOf({ from: context.mailer.from, to, content: receiptContentOf(form, answer) });
  await context.mailer.transport.send(message, null);
};
