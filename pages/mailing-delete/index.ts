export { MailingDeleteDialog } from './page.tsx';
