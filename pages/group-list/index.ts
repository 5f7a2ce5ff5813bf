export { GroupListPage } from './page.tsx';
