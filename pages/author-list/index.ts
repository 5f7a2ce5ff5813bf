export { AuthorListPage } from './page.tsx';
