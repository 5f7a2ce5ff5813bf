import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { readPublicOrigins } from './hub/origin.ts';

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
  /**
   * The console's origins as browsers see them (PUBLIC_ORIGIN): the only pages whose sockets the hub takes.
   * Empty → the origin each request reached (its Host).
   */
  publicOrigins: string[];
  /** Azure Web PubSub for Socket.IO: set → consoles connect to the service, and many instances share the hub. */
  webPubSubConnectionString: string | undefined;
  /**
   * Azure Blob Storage for uploaded files' bytes (AZURE_STORAGE_CONNECTION_STRING, issue 18): set → blobs in
   * the container below; unset → files in `<dataDir>/files` (server/files/storageFromConfig.ts).
   */
  azureStorageConnectionString: string | undefined;
  /** The blob container for them (AZURE_STORAGE_CONTAINER, default `console-files`), created when missing. */
  azureStorageContainer: string;
  /** Entra ID: the app's client id and the tenant's authority; both set → identity-provider sign-in is on. */
  msalClientId: string | undefined;
  msalAuthority: string | undefined;
  identityProviderOrigin: string | undefined;
  /**
   * SECURE_COOKIES=true: every request counts as HTTPS (Secure `__Host-` session cookie, HSTS), for a TLS proxy
   * that does not say so. Otherwise each request decides: TLS here, or X-Forwarded-Proto from a trusted proxy.
   */
  secureCookies: boolean;
  /**
   * Which proxies' X-Forwarded-For / -Proto / -Host to believe (Fastify's trustProxy): none, the number of
   * proxies in front (the client is the address the outermost one saw), or their addresses and networks.
   */
  trustProxy: TrustProxy;
  /**
   * Development conveniences: the local socket that lets `npm run otp` read a code while the server holds
   * the PGlite folder (server/seed/otpSocket.ts). Off when NODE_ENV is `production`.
   */
  development: boolean;
  /** Sending mail (issue 19): SMTP when SMTP_HOST is set, otherwise the outbox table. */
  mail: MailConfig;
  /** The public forms' guards against bots (issue 20). */
  forms: FormsConfig;
}

export interface FormsConfig {
  /** FORM_RATE_LIMIT: answers one address may send to one form in 10 minutes (default 5). */
  ratePerTenMinutes: number;
  /** FORM_MIN_FILL_SECONDS: a form sent sooner after it was shown is a bot's (default 3; 0 turns it off). */
  minFillSeconds: number;
}

/** An SMTP server to send through (SMTP_HOST and the settings beside it). */
export interface SmtpConfig {
  host: string;
  /** SMTP_PORT, default 587 (submission with STARTTLS). */
  port: number;
  /** SMTP_SECURE=true: TLS from the first byte (port 465); otherwise STARTTLS when the server offers it. */
  secure: boolean;
  /** SMTP_USER and SMTP_PASS: authenticate when a user is set. */
  auth: { user: string; pass: string } | undefined;
  /** SMTP_IGNORE_TLS=true: never upgrade to TLS (a local sink that offers none). */
  ignoreTls: boolean;
}

export interface MailConfig {
  /** Unset → every message is kept in the database's outbox (`npm start` sends out of the box). */
  smtp: SmtpConfig | undefined;
  /** MAIL_FROM: the sender as mail programs show it. */
  from: string;
  /** MAIL_RATE_PER_SECOND: at most this many messages a second (the SMTP server's or provider's limit). */
  ratePerSecond: number;
}

export const DEFAULT_MAIL_FROM = '"行政コンソール" <noreply@example.go.jp>';

const positiveNumber = (name: string, value: string | undefined, fallback: number): number => {
  const text = value?.trim() ?? '';
  if (text === '') return fallback;
  const number = Number(text);
  if (!Number.isFinite(number) || number <= 0) throw new Error(`${name}=${text}: 正の数を指定してください。`);
  return number;
};

/** SMTP_* and MAIL_*: where and how fast mail goes. */
export const readMailConfig = (env: NodeJS.ProcessEnv): MailConfig => {
  const host = env.SMTP_HOST?.trim() || undefined;
  const port = positiveNumber('SMTP_PORT', env.SMTP_PORT, 587);
  if (!Number.isInteger(port) || port > 65535)
    throw new Error(`SMTP_PORT=${env.SMTP_PORT}: ポート番号 (1〜65535) を指定してください。`);
  const user = env.SMTP_USER?.trim() || undefined;
  return {
    smtp: host
      ? {
          host,
          port,
          secure: env.SMTP_SECURE === 'true',
          auth: user ? { user, pass: env.SMTP_PASS ?? '' } : undefined,
          ignoreTls: env.SMTP_IGNORE_TLS === 'true',
        }
      : undefined,
    from: env.MAIL_FROM?.trim() || DEFAULT_MAIL_FROM,
    ratePerSecond: positiveNumber('MAIL_RATE_PER_SECOND', env.MAIL_RATE_PER_SECOND, 10),
  };
};

/** FORM_RATE_LIMIT and FORM_MIN_FILL_SECONDS. */
export const readFormsConfig = (env: NodeJS.ProcessEnv): FormsConfig => {
  const rate = positiveNumber('FORM_RATE_LIMIT', env.FORM_RATE_LIMIT, 5);
  if (!Number.isInteger(rate)) throw new Error(`FORM_RATE_LIMIT=${env.FORM_RATE_LIMIT}: 整数を指定してください。`);
  const text = env.FORM_MIN_FILL_SECONDS?.trim() ?? '';
  const seconds = text === '' ? 3 : Number(text);
  if (!Number.isFinite(seconds) || seconds < 0 || seconds > 3600)
    throw new Error(`FORM_MIN_FILL_SECONDS=${text}: 0〜3600 の秒数を指定してください。`);
  return { ratePerTenMinutes: rate, minFillSeconds: seconds };
};

export type TrustProxy = false | number | string[];

/** Names proxy-addr knows for whole ranges. */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

const isAddressOrNetwork = (entry: string): boolean => {
  if (RANGE_NAMES.has(entry) || isIP(entry) !== 0) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || bits === undefined || rest.length > 0 || !/^\d{1,3}$/.test(bits)) return false;
  return Number(bits) <= (family === 4 ? 32 : 128);
};

/**
 * TRUST_PROXY: unset for none, a hop count (`1`: one load balancer in front), or the proxies' addresses and
 * CIDR networks, comma-separated. `true` is refused: it believes whatever X-Forwarded-For a client sends,
 * and every sign-in limit per address with it.
 */
export const readTrustProxy = (value: string | undefined): TrustProxy => {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'false') return false;
  if (text === 'true') {
    throw new Error(
      'TRUST_PROXY=true は使えません: 誰の X-Forwarded-For でも信じることになり、送信元ごとのログイン試行の上限が意味を失います。' +
        '前段のプロキシの数 (例: TRUST_PROXY=1) か、そのアドレス・ネットワークをカンマ区切りで指定してください (例: TRUST_PROXY=10.0.0.0/8)。',
    );
  }
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops < 1) throw new Error(`TRUST_PROXY=${text}: プロキシの数は 1 以上にしてください (信じないなら未設定に)。`);
    return hops;
  }
  const entries = text.split(',').map((entry) => entry.trim());
  const unreadable = entries.find((entry) => !isAddressOrNetwork(entry));
  if (unreadable !== undefined) {
    throw new Error(
      `TRUST_PROXY の「${unreadable}」を読めません: プロキシの数か、IP アドレス・CIDR (例: 10.0.0.0/8) をカンマ区切りで指定してください。`,
    );
  }
  return entries;
};

/**
 * The setting as Fastify takes it. A hop count becomes a function: Fastify 5 deliberately ignores a bare
 * number (it cannot tell the load balancer from a client that reached the server directly), so a count is
 * only right where the instances can be reached through the proxies alone, as the README says.
 */
export const fastifyTrustProxy = (trust: TrustProxy): false | string[] | ((address: string, hop: number) => boolean) =>
  typeof trust === 'number' ? (_address, hop) => hop < trust : trust;

/**
 * AZURE_STORAGE_CONTAINER: a name Azure takes for a container (3 to 63 lowercase letters, digits and single
 * hyphens between them), refused at start rather than at the first upload.
 */
export const readStorageContainer = (value: string | undefined): string => {
  const name = value?.trim() || 'console-files';
  if (!/^[a-z0-9](?:[a-z0-9]|-(?=[a-z0-9])){2,62}$/.test(name)) {
    throw new Error(
      `AZURE_STORAGE_CONTAINER (${name}) は Azure のコンテナー名として使えません: ` +
        '英小文字・数字・ハイフン (先頭と末尾は英数字、ハイフンは連続させない) で 3〜63 文字にしてください。',
    );
  }
  return name;
};

export const readConfig = (env: NodeJS.ProcessEnv = process.env): ServerConfig => ({
  port: Number(env.PORT ?? 3000),
  host: env.HOST ?? '127.0.0.1',
  consoleDir: resolve(env.CONSOLE_DIR ?? 'dist'),
  dataDir: resolve(env.DATA_DIR ?? '.data'),
  databaseUrl: env.DATABASE_URL || undefined,
  hub: env.HUB ?? 'console',
  publicOrigins: readPublicOrigins(env.PUBLIC_ORIGIN),
  webPubSubConnectionString: env.WEB_PUBSUB_CONNECTION_STRING || undefined,
  azureStorageConnectionString: env.AZURE_STORAGE_CONNECTION_STRING || undefined,
  azureStorageContainer: readStorageContainer(env.AZURE_STORAGE_CONTAINER),
  msalClientId: env.MSAL_CLIENT_ID || undefined,
  msalAuthority: env.MSAL_AUTHORITY || undefined,
  identityProviderOrigin: env.MSAL_AUTHORITY ? new URL(env.MSAL_AUTHORITY).origin : undefined,
  secureCookies: env.SECURE_COOKIES === 'true',
  trustProxy: readTrustProxy(env.TRUST_PROXY),
  development: env.NODE_ENV !== 'production',
  mail: readMailConfig(env),
  forms: readFormsConfig(env),
});
