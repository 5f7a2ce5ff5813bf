export { AccountResetDialog } from './page.tsx';
