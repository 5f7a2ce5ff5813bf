export { AuthorFields } from './AuthorFields.tsx';
