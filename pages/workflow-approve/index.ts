export { WorkflowApproveDialog } from './page.tsx';
