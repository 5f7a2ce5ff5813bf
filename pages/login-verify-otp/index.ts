export { VerifyOtpPage } from './page.tsx';
