import { buildServer } from './app.ts';
import { readConfig } from './config.ts';
import { openDatabase } from './db/connect.ts';
import { DEMO_PASSWORD, demoAccounts } from './seed/demoAccounts.ts';
import { seedDemo } from './seed/seedDemo.ts';

const config = readConfig();
const database = await openDatabase(
  config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir },
);
const seeded = await seedDemo(database.db);
const { app } = await buildServer(config, { db: database.db });
await app.listen({ port: config.port, host: config.host });

const url = `http://${config.host === '0.0.0.0' ? '127.0.0.1' : config.host}:${config.port}/`;
process.stdout.write(
  [
    `管理コンソール: ${url}`,
    `データ: ${config.databaseUrl ? 'DATABASE_URL の PostgreSQL' : config.dataDir}${seeded ? ' (デモデータを作成しました)' : ''}`,
    `デモのサインイン: ${demoAccounts[0]?.email} / ${DEMO_PASSWORD}`,
    '  ワンタイムパスワード: npm run otp -- <メールアドレス>',
    '',
  ].join('\n'),
);

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await app.close();
  await database.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
