export type { LoadingOverlayProps } from './LoadingOverlay.tsx';
export { LoadingOverlay } from './LoadingOverlay.tsx';
