export { TemplateCreatePage } from './page.tsx';
