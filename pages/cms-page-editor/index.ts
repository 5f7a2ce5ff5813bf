export { PageCreatePage, PageDetailPage } from './page.tsx';
