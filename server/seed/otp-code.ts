/**
 * Prints an account's current one-time code, for trying the console without an authenticator app:
 *
 *   npm run --silent otp -- admin@example.go.jp         # the code alone on the first line of stdout
 *   npx tsx server/seed/otp-code.ts someone@example.go.jp
 *   npx tsx server/seed/otp-code.ts admin@example.go.jp --db   # ignore the demo seed, read the stored secret
 *
 * stdout is the code and nothing else (`npm run --silent` keeps npm's own banner out of it); how long it
 * stays valid, and any refusal, go to stderr.
 *
 * Where the secret comes from, first that answers:
 * 1. The running server, when it holds the PGlite folder DATA_DIR (default .data): a folder can be open
 *    in one process only, so the server answers on a local owner-only socket (server/seed/otpSocket.ts;
 *    development only: not opened with NODE_ENV=production). This is the stored secret, whatever happened
 *    since seeding (an account that enrolled its own app, or one waiting to confirm its QR code).
 * 2. A seeded demo account's deterministic secret (demoAccounts.ts), without a database; skipped by --db.
 * 3. The database itself: DATABASE_URL, or the PGlite folder when no server has it open.
 */
import { existsSync } from 'node:fs';
import { readConfig } from '../config.ts';
import { openDatabase } from '../db/connect.ts';
import { demoOtpCode, type OtpCodeAnswer, pgliteFolderInUse, storedOtpCode } from './otpCode.ts';
import { askRunningServer } from './otpSocket.ts';

const args = process.argv.slice(2);
const email = args.find((arg) => !arg.startsWith('--'));
if (!email) {
  process.stderr.write('使い方: npm run --silent otp -- <メールアドレス> [--db]\n');
  process.exit(2);
}

const config = readConfig();
const serverHoldsFolder = !config.databaseUrl && pgliteFolderInUse(config.dataDir);

const fromDatabase = async (address: string): Promise<OtpCodeAnswer> => {
  if (!config.databaseUrl && !existsSync(config.dataDir)) {
    return { ok: false, message: `${config.dataDir} にデータベースがありません。先にサーバーを一度起動してください。` };
  }
  if (serverHoldsFolder) {
    return {
      ok: false,
      message: `${config.dataDir} はサーバーが使用中で、サーバーから応答がありませんでした（NODE_ENV=production では答えません）。サーバーを止めてから実行するか、DATABASE_URL を指定してください。`,
    };
  }
  const { db, close } = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  try {
    return await storedOtpCode(db, address);
  } finally {
    await close();
  }
};

const result =
  (serverHoldsFolder ? await askRunningServer(config.dataDir, email) : undefined) ??
  ((!args.includes('--db') && demoOtpCode(email)) || (await fromDatabase(email)));
if (result.ok) {
  process.stdout.write(`${result.code}\n`);
  process.stderr.write(`（あと${result.secondsLeft}秒有効）\n`);
} else {
  process.stderr.write(`${result.message}\n`);
  process.exit(1);
}
