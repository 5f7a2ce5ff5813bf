import { describe, expect, it } from 'vitest';
import { type FormItem, type FormItemType, newFormItem } from './form.ts';
import { checkAnswer } from './formAnswerCheck.ts';

const item = (type: FormItemType, key: string, change: Partial<FormItem> = {}): FormItem => ({
  ...newFormItem(type, key),
  label: key,
  ...change,
});
const errorOf = (one: FormItem, value: string | string[] | undefined, files: { name: string; size: number }[] = []) =>
  checkAnswer([one], value === undefined ? {} : { [one.key]: value }, { [one.key]: files }).errors[one.key];

describe('checkAnswer', () => {
  it('requires what is required, naming the label', () => {
    expect(errorOf(item('text', '氏名', { required: true }), '  ')).toBe('「氏名」を入力してください。');
    expect(errorOf(item('radio', '種別', { required: true }), undefined)).toBe('「種別」を選択してください。');
    expect(errorOf(item('checkbox', '関心', { required: true }), [])).toBe('「関心」を選択してください。');
    expect(errorOf(item('consent', '同意', { required: true }), undefined)).toBe('「同意」に同意してください。');
    expect(errorOf(item('file', '添付', { required: true }), undefined)).toBe('「添付」のファイルを添付してください。');
    expect(errorOf(item('text', '任意'), '')).toBeUndefined();
  });

  it('counts characters, not bytes', () => {
    const name = item('text', 'n', { minLength: 2, maxLength: 3 });
    expect(errorOf(name, '日本語')).toBeUndefined();
    expect(errorOf(name, '𠮷𠮷𠮷')).toBeUndefined();
    expect(errorOf(name, '日本語だ')).toBe('「n」は3文字以内で入力してください。');
    expect(errorOf(name, '日')).toBe('「n」は2文字以上で入力してください。');
  });

  it('checks e-mail, telephone, number and date', () => {
    expect(errorOf(item('email', 'm'), 'taro@example.jp')).toBeUndefined();
    expect(errorOf(item('email', 'm'), 'taro@')).toContain('メールアドレス');
    expect(errorOf(item('tel', 't'), '03-1234-5678')).toBeUndefined();
    expect(errorOf(item('tel', 't'), '+81 (3) 1234-5678')).toBeUndefined();
    expect(errorOf(item('tel', 't'), '123-456')).toContain('電話番号');
    expect(errorOf(item('tel', 't'), '03-1234-567a')).toContain('電話番号');
    const number = item('number', 'x', { min: 1, max: 10 });
    expect(errorOf(number, '5.5')).toBeUndefined();
    expect(errorOf(number, '0')).toBe('「x」は1以上の数値を入力してください。');
    expect(errorOf(number, '11')).toBe('「x」は10以下の数値を入力してください。');
    expect(errorOf(number, 'abc')).toBe('「x」は数値で入力してください。');
    expect(errorOf(item('date', 'd'), '2026-02-28')).toBeUndefined();
    expect(errorOf(item('date', 'd'), '2026-02-30')).toContain('正しい日付');
    expect(errorOf(item('date', 'd'), '2026/02/01')).toContain('正しい日付');
  });

  it('takes choices only among the options; checkboxes take several', () => {
    const radio = item('radio', 'r', { options: ['A', 'B'] });
    expect(errorOf(radio, 'A')).toBeUndefined();
    expect(errorOf(radio, 'C')).toBe('「r」は選択肢の中から選んでください。');
    expect(errorOf(radio, ['A', 'B'])).toBe('「r」は1つだけ選んでください。');
    expect(errorOf(item('select', 's', { options: ['A'] }), 'Z')).toContain('選択肢の中から');
    const boxes = item('checkbox', 'c', { options: ['A', 'B', 'C'] });
    expect(checkAnswer([boxes], { c: ['C', 'A'] }, {}).answer).toEqual([{ key: 'c', label: 'c', value: ['A', 'C'] }]);
    expect(errorOf(boxes, ['A', 'X'])).toContain('選択肢の中から');
  });

  it('checks a file extension and size', () => {
    const file = item('file', 'f', { accept: ['pdf'], maxSize: 1000 });
    expect(errorOf(file, undefined, [{ name: 'a.PDF', size: 1000 }])).toBeUndefined();
    expect(errorOf(file, undefined, [{ name: 'a.exe', size: 10 }])).toBe('「f」に添付できるのは pdf のファイルです。');
    expect(errorOf(file, undefined, [{ name: 'a.pdf', size: 1001 }])).toContain('以下にしてください');
  });

  it('answers the values in the items order, files aside', () => {
    const items = [item('text', 'name'), item('file', 'f'), item('consent', 'ok'), item('checkbox', 'c')];
    const check = checkAnswer(items, { name: ' 山田 ', ok: 'on' }, {});
    expect(check.errors).toEqual({});
    expect(check.answer).toEqual([
      { key: 'name', label: 'name', value: '山田' },
      { key: 'ok', label: 'ok', value: '同意する' },
      { key: 'c', label: 'c', value: [] },
    ]);
  });
});
