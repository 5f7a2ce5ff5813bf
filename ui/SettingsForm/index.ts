export type { SettingsFormProps, SettingsFormWords } from './SettingsForm.tsx';
export { SettingsForm } from './SettingsForm.tsx';
