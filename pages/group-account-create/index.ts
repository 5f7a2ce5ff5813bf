export { AccountCreateDialog } from './page.tsx';
