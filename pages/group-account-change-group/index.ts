export { AccountChangeGroupDialog } from './page.tsx';
