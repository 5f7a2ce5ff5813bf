export { TemplateDeleteDialog } from './page.tsx';
