export { NotFoundPage } from './page.tsx';
