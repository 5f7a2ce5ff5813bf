export { AuthorCreateDialog } from './page.tsx';
