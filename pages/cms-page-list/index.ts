export { PageListPage } from './page.tsx';
