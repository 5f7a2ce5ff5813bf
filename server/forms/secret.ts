import { createHmac, randomBytes } from 'node:crypto';

/**
 * The key of the public forms' tokens and of the answerers' address hashes. The server keeps no secret of
 * its own, so each process makes one: a restart turns away forms shown before it (the answerer sends again)
 * and starts the rate limit afresh, which is all either needs.
 */
const PROCESS_SECRET = randomBytes(32);

export const keyedHash = (text: string, secret: Buffer = PROCESS_SECRET): string =>
  createHmac('sha256', secret).update(text).digest('base64url');
