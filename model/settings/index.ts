export type { ConsoleSettings, RawSettings, SettingName } from './settings.ts';
export {
  $settings,
  buildTimeSettings,
  DEFAULT_HUB,
  readRunTimeSettingsFx,
  resolveSettings,
  settingSources,
} from './settings.ts';
