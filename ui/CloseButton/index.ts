export type { CloseButtonProps, CloseButtonSurface } from './CloseButton.tsx';
export { CloseButton, closeButtonSurfaces } from './CloseButton.tsx';
