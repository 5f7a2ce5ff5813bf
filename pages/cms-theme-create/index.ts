export { ThemeCreateDialog } from './page.tsx';
