/**
 * Prints an account's current one-time code, for trying the console without an authenticator app:
 *
 *   npx tsx server/seed/otp-code.ts admin@example.go.jp        # a seeded demo account: no database needed
 *   npx tsx server/seed/otp-code.ts someone@example.go.jp      # others: reads the server's database
 *   npx tsx server/seed/otp-code.ts admin@example.go.jp --db   # read the database even for a demo account
 *
 * Seeded demo accounts have deterministic secrets (demoAccounts.ts), so their codes are computed without
 * opening the database: a PGlite data folder can be open in one process only, and the server holds it.
 * Reading the database uses DATABASE_URL, or else the PGlite folder DATA_DIR (default .data) when no
 * server has it open. An account whose secret was changed after seeding needs --db.
 */
import { existsSync } from 'node:fs';
import { readConfig } from '../config.ts';
import { openDatabase } from '../db/connect.ts';
import { demoOtpCode, type OtpCodeAnswer, pgliteFolderInUse, storedOtpCode } from './otpCode.ts';

const args = process.argv.slice(2);
const email = args.find((arg) => !arg.startsWith('--'));
if (!email) {
  process.stderr.write('使い方: npx tsx server/seed/otp-code.ts <メールアドレス> [--db]\n');
  process.exit(2);
}

const fromDatabase = async (address: string): Promise<OtpCodeAnswer> => {
  const config = readConfig();
  if (!config.databaseUrl && !existsSync(config.dataDir)) {
    return { ok: false, message: `${config.dataDir} にデータベースがありません。先にサーバーを一度起動してください。` };
  }
  if (!config.databaseUrl && pgliteFolderInUse(config.dataDir)) {
    return {
      ok: false,
      message: `${config.dataDir} はサーバーが使用中です。サーバーを止めてから実行するか、DATABASE_URL を指定してください。`,
    };
  }
  const { db, close } = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  try {
    return await storedOtpCode(db, address);
  } finally {
    await close();
  }
};

const result = (!args.includes('--db') && demoOtpCode(email)) || (await fromDatabase(email));
if (result.ok) {
  process.stdout.write(`${result.code}  （あと${result.secondsLeft}秒有効）\n`);
} else {
  process.stderr.write(`${result.message}\n`);
  process.exit(1);
}
