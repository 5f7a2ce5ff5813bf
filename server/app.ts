import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { endpoints } from '../contract/index.ts';
import { createAnswerExporter, type ExporterOptions } from './answers/exporter.ts';
import { registerAnswerFiles } from './answers/fileRoutes.ts';
import { type SignedInUser, sessionTokenOf, userOfSession, withSessionCookieForHub } from './auth/principal.ts';
import { sessionStore } from './auth/sessions.ts';
import { readSigninAgeMs } from './auth/signinAge.ts';
import { fastifyTrustProxy, type ServerConfig } from './config.ts';
import type { ServerContext } from './context.ts';
import type { Db } from './db/connect.ts';
import type { FileStorage } from './files/storage.ts';
import { storageFromConfig } from './files/storageFromConfig.ts';
import { registerPublicForms } from './forms/routes.ts';
import { registerEndpoints } from './http/registerEndpoints.ts';
import { DEFAULT_BODY_LIMIT, registerRequestGuards, requestRefusal } from './http/requestGuards.ts';
import { isSecureRequest } from './http/transport.ts';
import { accountsNow, audienceOf } from './hub/audience.ts';
import { runThroughService, webPubSubService } from './hub/azure.ts';
import { handshakeUser } from './hub/handshake.ts';
import { createHub, type Hub } from './hub/hub.ts';
import { fromConsoleOrigin } from './hub/origin.ts';
import { createMailer, type MailerOptions } from './mail/mailer.ts';
import { implementations } from './routes/index.ts';
import { announce } from './routes/mutations.ts';
import { registerConsole } from './web/console.ts';
import { registerFiles } from './web/files.ts';
import { consoleInlineScriptHashes } from './web/inlineScripts.ts';
import { registerPreviewFrame } from './web/preview.ts';
import { registerSecurityHeaders } from './web/securityHeaders.ts';
import { registerSite } from './web/site.ts';

export interface BuiltServer {
  app: FastifyInstance;
  context: ServerContext;
  hub: Hub;
}

export interface BuildOptions {
  db: Db;
  now?: () => Date;
  logLevel?: string;
  /** A file storage of the caller's own (tests), which it closes itself; by default the config's. */
  files?: FileStorage;
  /** Mail sending's timings (tests shorten the retry backoff and the polling). */
  mail?: MailerOptions;
  /** Answer exports' polling and batch size (tests). */
  exports?: ExporterOptions;
}

/** The reference server: the contract's endpoints, the real-time hub and the built console on one port. */
export const buildServer = async (config: ServerConfig, options: BuildOptions): Promise<BuiltServer> => {
  const app = Fastify({
    logger: { level: options.logLevel ?? process.env.LOG_LEVEL ?? 'warn' },
    routerOptions: { ignoreTrailingSlash: true },
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: DEFAULT_BODY_LIMIT,
  });
  const now = options.now ?? (() => new Date());
  const sessions = sessionStore(options.db);
  // Read first: a connection string that cannot work stops the start with its reason.
  const webPubSub = config.webPubSubConnectionString
    ? webPubSubService(config.webPubSubConnectionString, config.hub)
    : undefined;
  const files = options.files ?? storageFromConfig(config);
  let hub: Hub | undefined;
  // The mailer announces through the context's publish as it is at call time (tests replace it).
  const mailer = createMailer({
    db: options.db,
    config: config.mail,
    announce: () => announce(context, app.log, { event: 'mail-history', action: 'async' }),
    log: app.log,
    // Real time, as the job queue's database has it: sending is not driven by a test's clock.
    now: () => new Date(),
    ...(options.mail ? { options: options.mail } : {}),
  });
  const exporter = createAnswerExporter({ db: options.db, files, log: app.log, now }, options.exports);
  const context: ServerContext = {
    db: options.db,
    sessions,
    config,
    now,
    publish: async (message) => hub?.publish(message),
    disconnectSession: (sessionId) => hub?.disconnectSession(sessionId),
    webPubSub,
    files,
    mailer,
    exporter,
  };

  await app.register(fastifyCookie);
  registerSecurityHeaders(app, {
    identityProviderOrigin: config.identityProviderOrigin,
    realtimeOrigin: webPubSub?.endpoint.origin,
    inlineScriptHashes: consoleInlineScriptHashes(config.consoleDir),
    isSecure: (request) => isSecureRequest(request, config),
  });
  registerRequestGuards(app, { publicOrigins: config.publicOrigins });
  app.setErrorHandler((error: { statusCode?: number; code?: string; message: string }, request, reply) => {
    const refusal = requestRefusal(error, request);
    if (refusal) return reply.code(refusal.status).send({ error: true, message: refusal.message });
    const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) request.log.error(error);
    const message =
      status === 500 ? 'サーバー内部でエラーが発生しました。' : `リクエストを処理できません (${error.message})`;
    return reply.code(status).send({ error: true, message });
  });

  const userOf = async (token: string | undefined): Promise<SignedInUser | undefined> =>
    token ? userOfSession(options.db, sessions, token, now()) : undefined;
  registerEndpoints(app, {
    endpoints,
    implementations: implementations(context),
    principalOf: (request) => userOf(sessionTokenOf(request.cookies, isSecureRequest(request, config))),
  });
  registerSite(app, options.db, { publicOrigins: config.publicOrigins, now });
  registerPublicForms(app, context);
  registerAnswerFiles(app, context, (request) =>
    userOf(sessionTokenOf(request.cookies, isSecureRequest(request, config))),
  );
  registerFiles(app, context);
  registerPreviewFrame(app);
  await registerConsole(app, config.consoleDir);

  const handshake = handshakeUser({ db: options.db, sessions, now, throughService: webPubSub !== undefined });
  hub = await createHub(app.server, {
    hub: config.hub,
    userOfHandshake: (request) => handshake(withSessionCookieForHub(request)),
    audienceOf: (message) => audienceOf(options.db, message),
    liveSessions: async (sessionIds) =>
      sessions.liveAmong(sessionIds, { idleMs: await readSigninAgeMs(options.db), now: now() }),
    accountsNow: (accountIds) => accountsNow(options.db, accountIds),
    ...(webPubSub
      ? {
          configure: (io) =>
            runThroughService(io, app.server, webPubSub, () =>
              app.log.info({ hub: config.hub }, 'Azure Web PubSub for Socket.IO に接続しました'),
            ),
        }
      : { allowRequest: (request) => fromConsoleOrigin(request, config.publicOrigins) }),
  });
  // preClose: before Fastify waits for the HTTP server's connections to end, which an open socket never does.
  app.addHook('preClose', async () => {
    hub?.dropLocalSockets();
  });
  app.addHook('onClose', async () => {
    // First: the worker stops after its recipient and may still announce through the hub.
    await mailer.close();
    await exporter.close();
    await hub?.close();
    if (!options.files) await files.close();
  });
  // Mails left scheduled or half sent by the last run go on (in the background: the start does not wait).
  mailer.recover().catch((error: unknown) => app.log.error({ err: error }, 'mail recovery failed'));
  // Answer exports left unfinished by the last run start again.
  exporter.recover().catch((error: unknown) => app.log.error({ err: error }, 'answer export recovery failed'));
  return { app, context, hub };
};
