import { eq } from 'drizzle-orm';
import { type configApi, DEFAULT_SIGNIN_AGE_MS } from '../../contract/index.ts';
import type { ServerContext } from '../context.ts';
import { appConfig } from '../db/schema.ts';
import type { ApiHandlers } from '../http/registerEndpoints.ts';
import { announce } from './mutations.ts';

const SIGNIN_AGE = 'signinAge';

export const configMessages = { saved: 'システム設定を保存しました。' } as const;

/** Environment settings (spec §3): the inactivity limit, read before sign-in, changed with CONFIG. */
export const configHandlers = (context: ServerContext): ApiHandlers<typeof configApi> => ({
  get: async () => {
    const [row] = await context.db
      .select({ value: appConfig.value })
      .from(appConfig)
      .where(eq(appConfig.key, SIGNIN_AGE));
    // As stored (text, spec §3); the console and the session check both read it with the same fallback.
    return { config: { signinAge: row?.value ?? DEFAULT_SIGNIN_AGE_MS } };
  },

  update: async ({ body, request }) => {
    const value = String(body.signinAge);
    await context.db
      .insert(appConfig)
      .values({ key: SIGNIN_AGE, value })
      .onConflictDoUpdate({ target: appConfig.key, set: { value } });
    await announce(context, request.log, { event: 'config', action: 'async' });
    return { message: configMessages.saved };
  },
});
