export { FormListPage } from './page.tsx';
