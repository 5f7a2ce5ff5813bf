export { formatFileSize } from './fileSize.ts';
export type {
  UploadConflictChoice,
  UploadListItem,
  UploadListProps,
  UploadListWords,
  UploadState,
} from './UploadList.tsx';
export { UploadList, uploadStates } from './UploadList.tsx';
