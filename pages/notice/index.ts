export { NoticePage } from './page.tsx';
