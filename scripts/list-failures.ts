// Prints every failed test of the given jest/vitest JSON reports, each with the first lines of its
// message, so the end of a run's output (often all that is kept of a CI run) names what failed.
// Usage: npx tsx scripts/list-failures.ts .tmp/unit.json .tmp/stories.json ...
import { existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { stripVTControlCharacters } from 'node:util';

interface TestResult {
  status?: string;
  title?: string;
  fullName?: string;
  failureMessages?: string[];
}
interface FileResult {
  name?: string;
  status?: string;
  message?: string;
  assertionResults?: TestResult[];
}
/** What jest's `--json` and vitest's JSON reporter both write. */
export interface Report {
  testResults?: FileResult[];
}

const MESSAGE_LINES = 6;
const MESSAGE_CHARS = 240;

/** The first lines of a failure, each cut short: enough to tell one failure from another. */
const excerpt = (message: string) =>
  stripVTControlCharacters(message)
    .split('\n')
    .map((line) => line.trimEnd())
    .filter((line) => line.trim() !== '')
    .slice(0, MESSAGE_LINES)
    .map((line) => `      ${line.length > MESSAGE_CHARS ? `${line.slice(0, MESSAGE_CHARS)}…` : line}`)
    .join('\n');

/** One report's failures as printable lines (empty when none failed or the report is missing). */
export const failuresOf = (report: Report, cwd = process.cwd()): string[] => {
  const lines: string[] = [];
  for (const file of report.testResults ?? []) {
    const name = relative(cwd, file.name ?? '') || '(unnamed file)';
    const failed = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failed) {
      lines.push(`  ✗ ${name} › ${test.fullName ?? test.title}`);
      const message = (test.failureMessages ?? []).join('\n');
      if (message) lines.push(excerpt(message));
    }
    // A file that failed without a failed test: it did not load, or failed outside any test.
    if (failed.length === 0 && file.status === 'failed') {
      lines.push(`  ✗ ${name} (the file itself)`);
      if (file.message) lines.push(excerpt(file.message));
    }
  }
  return lines;
};

const main = () => {
  const lines: string[] = [];
  for (const path of process.argv.slice(2)) {
    if (!existsSync(path)) continue;
    let report: Report;
    try {
      report = JSON.parse(readFileSync(path, 'utf8'));
    } catch {
      lines.push(`  ✗ ${path}: the report is not JSON`);
      continue;
    }
    lines.push(...failuresOf(report));
  }
  if (lines.length > 0) console.log(`失敗したテスト:\n${lines.join('\n')}`);
};

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main();
