export { MailCancelDialog } from './page.tsx';
