import * as z from 'zod';
import { Failure, Mutation } from './answers.ts';
import { endpoint, needs, publicAccess } from './endpoint.ts';

/** Environment settings (spec §3). `signinAge`: the inactivity limit in ms, as text or number. */
export const Config = z.object({ signinAge: z.union([z.string(), z.number()]) });
export type Config = z.infer<typeof Config>;

/** `GET /api/config` answers `{ config }` (spec §7.1: "Response: config"), or a failure. */
export const ConfigAnswer = z.union([z.object({ config: Config, message: z.string().optional() }), Failure]);
export type ConfigAnswer = z.infer<typeof ConfigAnswer>;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** How the console reads it: `{ config }`, or the settings under `data` as other answers carry them (read tolerantly). */
export const ConfigRead = z.preprocess(
  (answer) =>
    isRecord(answer) && !('config' in answer) && isRecord(answer.data)
      ? { config: answer.data, ...(typeof answer.message === 'string' ? { message: answer.message } : {}) }
      : answer,
  ConfigAnswer,
);

/** Spec §4, §9. */
export const DEFAULT_SIGNIN_AGE_MS = 3_600_000;

/** The inactivity limit in ms: a positive number, or text holding one; anything else gives the default. */
export const signinAgeMs = (config: { signinAge?: string | number | null } | null | undefined): number => {
  const raw = config?.signinAge;
  const value = typeof raw === 'string' ? (raw.trim() === '' ? Number.NaN : Number(raw.trim())) : raw;
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : DEFAULT_SIGNIN_AGE_MS;
};

/** ours: the shortest and longest inactivity limit the settings screen saves (one minute, one day). */
export const SIGNIN_AGE_MIN_MS = 60_000;
export const SIGNIN_AGE_MAX_MS = 86_400_000;
const MINUTE_MS = 60_000;
/** The limit's bounds as the settings screen states them, in minutes. */
export const signinAgeBoundsText = `${SIGNIN_AGE_MIN_MS / MINUTE_MS} 分から ${SIGNIN_AGE_MAX_MS / MINUTE_MS} 分（24 時間）までの分単位で指定してください`;

/** ours: the settings screen saves the limit as a number of ms, in whole minutes, between one minute and one day. */
export const ConfigUpdateBody = z.strictObject({
  signinAge: z
    .number({ error: signinAgeBoundsText })
    .int({ error: signinAgeBoundsText })
    .multipleOf(MINUTE_MS, { error: signinAgeBoundsText })
    .min(SIGNIN_AGE_MIN_MS, { error: signinAgeBoundsText })
    .max(SIGNIN_AGE_MAX_MS, { error: signinAgeBoundsText }),
});

export const configApi = {
  get: endpoint({
    name: 'config.get',
    method: 'GET',
    path: '/api/config',
    response: ConfigAnswer,
    read: ConfigRead,
    access: publicAccess,
  }),
  update: endpoint({
    name: 'config.update',
    method: 'PUT',
    path: '/api/config',
    body: ConfigUpdateBody,
    response: Mutation,
    access: needs('CONFIG', 2),
    ours: true,
  }),
};
