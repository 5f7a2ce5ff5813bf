export { WebsiteDeleteDialog } from './page.tsx';
