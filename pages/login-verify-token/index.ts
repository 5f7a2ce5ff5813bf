export { VerifyTokenPage } from './page.tsx';
