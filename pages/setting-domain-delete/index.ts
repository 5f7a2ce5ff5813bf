export { DomainDeleteDialog } from './page.tsx';
