import { expect, test } from 'vitest';
import { japanDateTime } from './japanDateTime.ts';

test('says a moment in Japan’s time, whatever the machine’s zone', () => {
  const moment = new Date('2026-11-28T16:41:00Z');
  expect(japanDateTime(moment)).toBe('2026/11/29 1:41');
  expect(japanDateTime(moment, 'long')).toBe('2026年11月29日 1:41');
});
