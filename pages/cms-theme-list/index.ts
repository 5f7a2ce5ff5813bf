export { ThemeListPage } from './page.tsx';
