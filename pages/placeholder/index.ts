export { PlaceholderDialog } from './PlaceholderDialog.tsx';
export { PlaceholderPage, type PlaceholderPageProps } from './page.tsx';
