import { expect, test } from 'vitest';
import { failuresOf } from '../../scripts/list-failures.ts';

test('names each failed test with its file and the first lines of its message, and nothing that passed', () => {
  const lines = failuresOf(
    {
      testResults: [
        {
          name: '/repo/ui/Select/Select.stories.tsx',
          status: 'failed',
          assertionResults: [
            { status: 'passed', fullName: 'Select Opens' },
            {
              status: 'failed',
              fullName: 'Select Chooses',
              failureMessages: [`\x1b[31mTestingLibraryElementError\x1b[39m: nothing\n\n   at a\n${'x'.repeat(300)}`],
            },
          ],
        },
        { name: '/repo/ui/Other.stories.tsx', status: 'passed', assertionResults: [{ status: 'passed', title: 'A' }] },
      ],
    },
    '/repo',
  );
  expect(lines[0]).toBe('  ✗ ui/Select/Select.stories.tsx › Select Chooses');
  expect(lines[1]).toContain('      TestingLibraryElementError: nothing\n         at a\n');
  expect(lines[1]).toContain(`${'x'.repeat(240)}…`);
  expect(lines).toHaveLength(2);
});

test('a file that failed without a failed test (it did not load) is named with its message', () => {
  const lines = failuresOf(
    { testResults: [{ name: '/repo/a.e2e.ts', status: 'failed', message: 'SyntaxError: x', assertionResults: [] }] },
    '/repo',
  );
  expect(lines).toEqual(['  ✗ a.e2e.ts (the file itself)', '      SyntaxError: x']);
});

test('a report with no results gives nothing', () => {
  expect(failuresOf({})).toEqual([]);
});
