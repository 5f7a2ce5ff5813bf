export type { MailPreviewProps, MailPreviewWords } from './MailPreview.tsx';
export { MailPreview } from './MailPreview.tsx';
