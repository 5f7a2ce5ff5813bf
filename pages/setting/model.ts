import { combine, sample } from 'effector';
import { createGate } from 'effector-react';
import {
  $signinAgeSetting,
  allowedDomains,
  domainAdd,
  domainEdit,
  settingsBlocked,
  signinAgeEditor,
} from '../../model/config/index.ts';
import { shownWhile } from '../../model/kit/index.ts';
import { $tokenInfo, configRequested, loadConfigFx } from '../../model/session/index.ts';

/** /setting on screen: the domains load unless loaded and fresh; the form starts from the settings the console has. */
export const SettingGate = createGate({ name: 'setting' });
shownWhile(SettingGate, allowedDomains);

sample({ clock: SettingGate.open, source: $signinAgeSetting, target: signinAgeEditor.opened });
// …and follows a newer value (another console's change, spec §7.2 config) while nothing is typed.
sample({
  clock: $signinAgeSetting.updates,
  filter: (setting) => setting !== null,
  fn: (setting) => setting as NonNullable<typeof setting>,
  target: signinAgeEditor.recordSeen,
});
sample({ clock: SettingGate.close, target: [domainAdd.closed, domainEdit.closed] });

/** The settings could not be read at start-up (none to show): said so, with a retry. */
export const $settingsMissing = $signinAgeSetting.map((setting) => setting === null);
export const $settingsLoading = loadConfigFx.pending;
export const settingsRetried = configRequested;

/** Why this user may look but not change anything here, or null. */
export const $settingsBlocked = $tokenInfo.map(settingsBlocked);

export const $domainsState = combine({
  items: allowedDomains.$items,
  loading: allowedDomains.$pending,
  failed: allowedDomains.$failed,
});
export const domainsRetried = allowedDomains.refreshed;
