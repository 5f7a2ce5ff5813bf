import Fastify, { type FastifyInstance } from 'fastify';
import type { ServerConfig } from './config.ts';
import { registerCommonCss } from './web/commonCss.ts';
import { registerConsole } from './web/console.ts';
import { registerSecurityHeaders } from './web/securityHeaders.ts';

export const buildServer = async (config: ServerConfig): Promise<FastifyInstance> => {
  const app = Fastify({ logger: { level: process.env.LOG_LEVEL ?? 'warn' }, ignoreTrailingSlash: true });
  registerSecurityHeaders(app, { identityProviderOrigin: config.identityProviderOrigin });
  registerCommonCss(app);
  const served = await registerConsole(app, config.consoleDir);
  if (!served) app.log.warn(`no console build in ${config.consoleDir}: run npm run build`);
  return app;
};
