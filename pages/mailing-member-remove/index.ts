export { MemberRemoveDialog } from './page.tsx';
