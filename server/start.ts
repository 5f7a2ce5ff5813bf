import type { FastifyInstance } from 'fastify';
import { type BuildOptions, buildServer } from './app.ts';
import type { ServerConfig } from './config.ts';
import { type Database, openDatabase } from './db/connect.ts';
import { seedDemoFiles } from './seed/demoFiles.ts';
import { seedDemoWorkflows } from './seed/demoWorkflows.ts';
import { serveOtpCodes } from './seed/otpSocket.ts';
import { seedDemo } from './seed/seedDemo.ts';

export interface RunningServer {
  app: FastifyInstance;
  database: Database;
  /** Where it listens (with the port actually bound when the config asked for port 0). */
  url: string;
  /** True on the first start over an empty database, which got the demo organisation. */
  seeded: boolean;
  /** Stops accepting requests and sockets, then closes the database: the data folder is free again. */
  close: () => Promise<void>;
}

/**
 * What `npm start` runs (server/main.ts): the database of the config (DATABASE_URL, or the PGlite data
 * folder), the demo organisation on first start only, then the server listening. Tests start it the same
 * way to check that a restart keeps everything.
 */
export const startServer = async (
  config: ServerConfig,
  options: Omit<BuildOptions, 'db'> = {},
): Promise<RunningServer> => {
  const database = await openDatabase(
    config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir },
  );
  try {
    const seeded = await seedDemo(database.db);
    // The demo approval workflows (issue 22) on a website of their own; the route tests seed without them.
    if (seeded) await seedDemoWorkflows(database.db);
    const { app, context } = await buildServer(config, { ...options, db: database.db });
    // The demo images and files go through the storage, which the server brings: after it is built.
    if (seeded)
      await seedDemoFiles(context).catch((error: unknown) => app.log.warn({ err: error }, 'demo files not seeded'));
    try {
      await app.listen({ port: config.port, host: config.host });
    } catch (error) {
      await app.close();
      throw error;
    }
    // Only on a PGlite folder: with DATABASE_URL `npm run otp` reads the database itself.
    const otpSocket =
      config.development && !config.databaseUrl
        ? await serveOtpCodes(database.db, config.dataDir, options.now ?? (() => new Date()))
        : undefined;
    if (config.development && !config.databaseUrl && !otpSocket) {
      app.log.warn('npm run otp のソケットを開けませんでした (サーバー稼働中はデモ以外のコードを表示できません)');
    }
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    const host = config.host === '0.0.0.0' ? '127.0.0.1' : config.host;
    return {
      app,
      database,
      url: `http://${host}:${port}/`,
      seeded,
      close: async () => {
        await otpSocket?.close();
        await app.close();
        await database.close();
      },
    };
  } catch (error) {
    await database.close();
    throw error;
  }
};
