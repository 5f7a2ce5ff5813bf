import { SPEC_ONLY_PASSWORD, specAccounts } from './data.ts';
import { startSpecOnlyServer } from './server.ts';

/**
 * The spec-only stand-in server on its own: `npx tsx tests/specOnly/main.ts` (PORT, HOST, CONSOLE_DIR).
 * One-time codes: `npx tsx -e "import('./tests/specOnly/data.ts').then((d) => console.log(d.oneTimeCodeOf('staff@example.go.jp')))"`.
 */
const server = await startSpecOnlyServer({
  port: Number(process.env.PORT ?? 0),
  host: process.env.HOST ?? '127.0.0.1',
});
process.stdout.write(
  [
    `spec-only stand-in: ${server.baseUrl}`,
    ...specAccounts.map((account) => `  ${account.email} (${account.type}) / ${SPEC_ONLY_PASSWORD}`),
    '',
  ].join('\n'),
);
const stop = async () => {
  await server.stop();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
