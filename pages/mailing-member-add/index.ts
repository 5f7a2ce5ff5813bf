export { MemberAddDialog } from './page.tsx';
