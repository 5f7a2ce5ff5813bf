export { MailPage } from './page.tsx';
