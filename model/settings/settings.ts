import { createEffect, createStore } from 'effector';

/**
 * Console settings an operator chooses per deployment: the real-time hub and the identity provider.
 * Each is read, first found wins, from
 * 1. run time: a `<meta name="…" content="…">` in the served index.html (edit dist/index.html, no rebuild);
 * 2. build time: a `VITE_…` variable when running `vite build`;
 * 3. the default.
 * For the identity provider the server's own answer (`GET /auth/login/msal`, see model/session) comes
 * before all of these. README.md in this folder has the table.
 */
export const settingSources = {
  hub: { meta: 'console-hub', env: 'VITE_HUB' },
  msalClientId: { meta: 'console-msal-client-id', env: 'VITE_MSAL_CLIENT_ID' },
  msalAuthority: { meta: 'console-msal-authority', env: 'VITE_MSAL_AUTHORITY' },
} as const;

export type SettingName = keyof typeof settingSources;
export type RawSettings = Partial<Record<SettingName, string>>;

export interface ConsoleSettings {
  /** socket.io hub: the channel is at /clients/socketio/hubs/{hub} (spec §7.2). */
  hub: string;
  /** Entra ID application (client) id; null: no identity provider configured here. */
  msalClientId: string | null;
  /** Entra ID authority (tenant) URL; null: the library's module applies its default (organizations). */
  msalAuthority: string | null;
  /** Where the identity provider sends the user back: the site's origin (spec §7.1). */
  origin: string;
}

export const DEFAULT_HUB = 'console';

const names = Object.keys(settingSources) as SettingName[];

const present = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

/** Build-time values, as Vite inlined them. */
export const buildTimeSettings = (env: Record<string, unknown> = import.meta.env ?? {}): RawSettings =>
  Object.fromEntries(
    names.flatMap((name) => {
      const value = present(env[settingSources[name].env]);
      return value ? [[name, value]] : [];
    }),
  );

/** Run time over build time over defaults. */
export const resolveSettings = (runTime: RawSettings, buildTime: RawSettings, origin: string): ConsoleSettings => ({
  hub: present(runTime.hub) ?? present(buildTime.hub) ?? DEFAULT_HUB,
  msalClientId: present(runTime.msalClientId) ?? present(buildTime.msalClientId) ?? null,
  msalAuthority: present(runTime.msalAuthority) ?? present(buildTime.msalAuthority) ?? null,
  origin,
});

/** Reads the run-time values from the page's meta tags, and the page's origin. */
export const readRunTimeSettingsFx = createEffect((): { values: RawSettings; origin: string } => {
  if (typeof document === 'undefined') return { values: {}, origin: '' };
  const values: RawSettings = {};
  for (const name of names) {
    const value = present(document.querySelector(`meta[name="${settingSources[name].meta}"]`)?.getAttribute('content'));
    if (value) values[name] = value;
  }
  return { values, origin: window.location.origin };
});

export const $settings = createStore<ConsoleSettings>(resolveSettings({}, buildTimeSettings(), '')).on(
  readRunTimeSettingsFx.doneData,
  (_, { values, origin }) => resolveSettings(values, buildTimeSettings(), origin),
);
