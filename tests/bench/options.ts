import type { BenchOptions } from './context.ts';

export const usage = `npm run bench [-- options]
  --heap-minutes N       minutes of changes at 10 a second for the heap figure (default 10)
  --lighthouse-runs N    Lighthouse runs per page, the median reported (default 5)
  --burst N              changes in the real-time burst (default 1000)
  --only a,b             only these figures (bundle, bytes, lighthouse, otp, inp, burst, heap)
  --skip-build           reuse the builds in .tmp/bench-dist and .tmp/bench-peer-dist`;

export const parseOptions = (argv: readonly string[]): BenchOptions => {
  const options: BenchOptions = { heapMinutes: 10, lighthouseRuns: 5, burstChanges: 1000, only: [], skipBuild: false };
  const number = (flag: string, value: string | undefined) => {
    const parsed = Number(value);
    if (value === undefined || !Number.isFinite(parsed) || parsed < 0)
      throw new Error(`${flag} needs a number\n${usage}`);
    return parsed;
  };
  for (let index = 0; index < argv.length; index += 1) {
    const [flag, inline] = (argv[index] as string).split('=', 2) as [string, string | undefined];
    const value = () => inline ?? argv[++index];
    if (flag === '--heap-minutes') options.heapMinutes = number(flag, value());
    else if (flag === '--lighthouse-runs') options.lighthouseRuns = Math.max(1, Math.round(number(flag, value())));
    else if (flag === '--burst') options.burstChanges = Math.max(1, Math.round(number(flag, value())));
    else if (flag === '--only') options.only = (value() ?? '').split(',').filter(Boolean);
    else if (flag === '--skip-build') options.skipBuild = true;
    else if (flag === '--help' || flag === '-h') {
      console.log(usage);
      process.exit(0);
    } else throw new Error(`unknown option ${flag}\n${usage}`);
  }
  return options;
};
