import { attach, sample } from 'effector';
import { configApi, signinAgeMs } from '../../contract/index.ts';
import { apiEffects, createEditor, fieldErrors } from '../kit/index.ts';
import { reconnected } from '../realtime/index.ts';
import { $config, configRequested } from '../session/index.ts';
import { checkSigninAgeMinutes, MINUTE_MS } from './rules.ts';
import { configText } from './text.ts';

/** One effect per endpoint of the config api. */
export const configFx = apiEffects(configApi);

/** The settings as one record for the editor (config has no id of its own: it is the one record, 0). */
export interface SigninAgeSetting {
  id: number;
  /** ms, as the session's inactivity rule reads it (spec §9: default 3600000). */
  signinAge: number;
}

/** What the form edits: the limit in whole minutes; null while the field is empty. */
export interface SigninAgeDraft {
  minutes: number | null;
}

/** The settings as the console has them (the session loads them at start-up and on every `config` event). */
export const $signinAgeSetting = $config.map(
  (config): SigninAgeSetting | null => (config === null ? null : { id: 0, signinAge: signinAgeMs(config) }),
  { skipVoid: false },
);

const minutesOf = (ms: number) => ms / MINUTE_MS;

/** /setting 「自動ログアウトまでの時間」. */
export const signinAgeEditor = createEditor({
  name: 'signin-age',
  empty: (): SigninAgeDraft => ({ minutes: null }),
  draftOf: (setting: SigninAgeSetting): SigninAgeDraft => ({ minutes: minutesOf(setting.signinAge) }),
  validate: (draft) => fieldErrors<SigninAgeDraft>({ minutes: checkSigninAgeMinutes(draft.minutes) }),
  update: {
    effect: configFx.update,
    params: ({ draft }: { record: SigninAgeSetting; draft: SigninAgeDraft }) => ({
      body: { signinAge: (draft.minutes ?? 0) * MINUTE_MS },
    }),
  },
  // Config has no version, so no save is ever stale: "theirs" is what the console has.
  fetchCurrent: attach({ source: $signinAgeSetting, effect: (setting, _id: number) => setting ?? undefined }),
  afterSave: ({ base, draft }): SigninAgeSetting => ({
    id: base?.id ?? 0,
    signinAge: (draft.minutes ?? 0) * MINUTE_MS,
  }),
  successMessage: (setting) => configText.signinAgeSaved(minutesOf(setting.signinAge)),
  staleText: configText.stale,
  failedText: configText.saveFailed,
});

// This console's idle sign-out follows at once: the settings are read again (the `config` event, spec §7.2,
// does the same in every other console).
sample({ clock: signinAgeEditor.saved, fn: () => undefined, target: configRequested });

// A config event sent while the channel was down is missed: the settings are read again on reconnecting,
// as the lists are (model/realtime wire).
sample({ clock: reconnected, fn: () => undefined, target: configRequested });
