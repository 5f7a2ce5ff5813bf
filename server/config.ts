import { resolve } from 'node:path';

/** Server settings, from the environment, with the defaults documented in the README. */
export interface ServerConfig {
  port: number;
  host: string;
  /** Built console to serve; missing → API only. */
  consoleDir: string;
  /** PGlite data folder (used when DATABASE_URL is not set). */
  dataDir: string;
  databaseUrl: string | undefined;
  /** socket.io hub name: the channel lives at /clients/socketio/hubs/{hub} (here, or on Azure Web PubSub). */
  hub: string;
  /** Azure Web PubSub for Socket.IO: set → consoles connect to the service, and many instances share the hub. */
  webPubSubConnectionString: string | undefined;
  /** Entra ID: the app's client id and the tenant's authority; both set → identity-provider sign-in is on. */
  msalClientId: string | undefined;
  msalAuthority: string | undefined;
  identityProviderOrigin: string | undefined;
  /** Send the session cookie with `Secure` (behind HTTPS). */
  secureCookies: boolean;
  trustProxy: boolean;
  /**
   * Development conveniences: the local socket that lets `npm run otp` read a code while the server holds
   * the PGlite folder (server/seed/otpSocket.ts). Off when NODE_ENV is `production`.
   */
  development: boolean;
}

export const readConfig = (env: NodeJS.ProcessEnv = process.env): ServerConfig => ({
  port: Number(env.PORT ?? 3000),
  host: env.HOST ?? '127.0.0.1',
  consoleDir: resolve(env.CONSOLE_DIR ?? 'dist'),
  dataDir: resolve(env.DATA_DIR ?? '.data'),
  databaseUrl: env.DATABASE_URL || undefined,
  hub: env.HUB ?? 'console',
  webPubSubConnectionString: env.WEB_PUBSUB_CONNECTION_STRING || undefined,
  msalClientId: env.MSAL_CLIENT_ID || undefined,
  msalAuthority: env.MSAL_AUTHORITY || undefined,
  identityProviderOrigin: env.MSAL_AUTHORITY ? new URL(env.MSAL_AUTHORITY).origin : undefined,
  secureCookies: env.SECURE_COOKIES === 'true',
  trustProxy: env.TRUST_PROXY === 'true',
  development: env.NODE_ENV !== 'production',
});
