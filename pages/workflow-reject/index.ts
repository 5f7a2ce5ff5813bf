export { WorkflowRejectDialog } from './page.tsx';
