export type { PagePreviewProps, PagePreviewState } from './PagePreview.tsx';
export { PagePreview } from './PagePreview.tsx';
