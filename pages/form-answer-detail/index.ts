export { FormAnswerDetailPage } from './page.tsx';
