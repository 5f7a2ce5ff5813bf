export { MailingListPage } from './page.tsx';
