export { LoginPage } from './page.tsx';
