export { MailingDetailPage } from './page.tsx';
