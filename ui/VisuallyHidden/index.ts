export type { VisuallyHiddenProps } from './VisuallyHidden.tsx';
export { VisuallyHidden } from './VisuallyHidden.tsx';
