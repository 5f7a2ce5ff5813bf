import type { RealtimeMessage } from '../contract/index.ts';
import type { AnswerExporter } from './answers/exporter.ts';
import type { SessionStore } from './auth/sessions.ts';
import type { ServerConfig } from './config.ts';
import type { Db } from './db/connect.ts';
import type { FileStorage } from './files/storage.ts';
import type { WebPubSubService } from './hub/azure.ts';
import type { Mailer } from './mail/mailer.ts';

/** What every route module is built from. */
export interface ServerContext {
  db: Db;
  sessions: SessionStore;
  config: ServerConfig;
  /** Emits a spec §7.2 event after a committed change (no-op until the hub is attached). */
  publish: (message: RealtimeMessage) => Promise<void>;
  /** Ends the real-time connections of a session (sign-out). */
  disconnectSession: (sessionId: string) => void;
  /** Set when the hub runs through Azure Web PubSub for Socket.IO (WEB_PUBSUB_CONNECTION_STRING). */
  webPubSub: WebPubSubService | undefined;
  /**
   * Uploaded files' bytes (issue 18), under keys the server makes (`files/…`, `thumbnails/…`): `<DATA_DIR>/files`,
   * or Azure Blob Storage when AZURE_STORAGE_CONNECTION_STRING is set. `write` is whole or nothing; the
   * database keeps what is known of a file. Closed when the server closes.
   */
  files: FileStorage;
  /** Sends mail (issue 19): the transport (SMTP or the outbox) and the `mail-send` job queue. Closed with the server. */
  mailer: Mailer;
  /** Exports of form answers as background jobs (issue 21), on the same job queue. Closed with the server. */
  exporter: AnswerExporter;
  /** The clock, replaceable in tests (idle expiry, one-time codes). */
  now: () => Date;
}
