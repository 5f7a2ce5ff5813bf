export { MailingCreatePage } from './page.tsx';
