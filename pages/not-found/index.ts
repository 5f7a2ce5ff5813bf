export type { NotFoundPageProps } from './page.tsx';
export { NotFoundPage } from './page.tsx';
