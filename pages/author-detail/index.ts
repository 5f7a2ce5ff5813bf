export { AuthorDetailPage } from './page.tsx';
