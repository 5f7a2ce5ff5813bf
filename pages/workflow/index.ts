export { WorkflowPage } from './page.tsx';
