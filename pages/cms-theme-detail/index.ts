export { ThemeDetailPage } from './page.tsx';
