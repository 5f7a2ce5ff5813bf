export { GuideOtpPage } from './page.tsx';
