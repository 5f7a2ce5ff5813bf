export { CmsOverviewPage } from './page.tsx';
