export { GroupCreatePage } from './page.tsx';
