export type { FileDropZoneProps, FileDropZoneWords } from './FileDropZone.tsx';
export { FileDropZone } from './FileDropZone.tsx';
