export { SettingPage } from './page.tsx';
