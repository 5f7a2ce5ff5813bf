export type { MailBadgeState, MailStatusBadgeProps } from './MailStatusBadge.tsx';
export { MailStatusBadge, mailBadgeStates } from './MailStatusBadge.tsx';
