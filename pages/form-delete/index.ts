export { FormDeleteDialog } from './page.tsx';
