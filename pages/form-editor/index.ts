export { FormCreatePage, FormEditPage } from './page.tsx';
