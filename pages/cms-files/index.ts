export { FilesPage } from './page.tsx';
