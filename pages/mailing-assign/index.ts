export { MailingAssignDialog } from './page.tsx';
