export { PageDeleteDialog } from './page.tsx';
