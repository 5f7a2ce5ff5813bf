export { TemplateDetailPage } from './page.tsx';
