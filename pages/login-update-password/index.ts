export { UpdatePasswordPage } from './page.tsx';
