import { buildServer } from './app.ts';
import { readConfig } from './config.ts';

const config = readConfig();
const app = await buildServer(config);
await app.listen({ port: config.port, host: config.host });
process.stdout.write(`コンソール: http://${config.host}:${config.port}/\n`);

const stop = async () => {
  await app.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
