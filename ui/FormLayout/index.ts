export type { FormLayoutProps } from './FormLayout.tsx';
export { FormLayout } from './FormLayout.tsx';
