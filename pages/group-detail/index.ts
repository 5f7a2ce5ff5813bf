export { GroupDetailPage } from './page.tsx';
