export { ThemeDeleteDialog } from './page.tsx';
