export type { AppFrameProps } from './AppFrame.tsx';
export { AppFrame } from './AppFrame.tsx';
