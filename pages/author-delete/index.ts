export { AuthorDeleteDialog } from './page.tsx';
