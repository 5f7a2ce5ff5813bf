export { PasswordChangePage } from './page.tsx';
