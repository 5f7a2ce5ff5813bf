import { join } from 'node:path';
import { socketPath } from '../contract/index.ts';
import { readConfig } from './config.ts';
import { DEMO_PASSWORD, demoAccounts } from './seed/demoAccounts.ts';
import { startServer } from './start.ts';

const config = readConfig();
const server = await startServer(config);

process.stdout.write(
  [
    `管理コンソール: ${server.url}`,
    `データ: ${config.databaseUrl ? 'DATABASE_URL の PostgreSQL' : config.dataDir}${server.seeded ? ' (デモデータを作成しました)' : ''}`,
    `ファイル: ${config.azureStorageConnectionString ? `Azure Blob Storage (コンテナー ${config.azureStorageContainer})` : join(config.dataDir, 'files')}`,
    `リアルタイム: ${config.webPubSubConnectionString ? `Azure Web PubSub for Socket.IO (ハブ ${config.hub})` : `このサーバー (${socketPath(config.hub)})`}`,
    `デモのログイン: ${demoAccounts[0]?.email} / ${DEMO_PASSWORD}`,
    '  ワンタイムパスワード: npm run --silent otp -- <メールアドレス>',
    '',
  ].join('\n'),
);

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await server.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
