export { PageHistoryPage } from './page.tsx';
