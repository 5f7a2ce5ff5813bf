import { expect, test } from 'vitest';
import { formAnswerPagesText } from './text.ts';

test('the answer list counts in grouped thousands, as the answer table does', () => {
  expect(formAnswerPagesText.list.shown(1200, 50_030)).toBe('50,030 件中 1,200 件を表示');
  expect(formAnswerPagesText.list.shown(3, 3)).toBe('3 件');
});
