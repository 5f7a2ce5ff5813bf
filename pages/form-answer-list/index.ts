export { FormAnswerListPage } from './page.tsx';
