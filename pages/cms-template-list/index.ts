export { TemplateListPage } from './page.tsx';
