export type { ExportJobListProps } from './ExportJobList.tsx';
export { ExportJobList } from './ExportJobList.tsx';
export type { ExportPanelProps } from './ExportPanel.tsx';
export { ExportPanel } from './ExportPanel.tsx';
export type {
  ExportPanelFormat,
  ExportPanelJob,
  ExportPanelLackingChar,
  ExportPanelScope,
} from './types.ts';
export { exportPanelFormats, exportPanelScopes, finishedJobStates } from './types.ts';
export type { ExportPanelWords } from './words.ts';
export { defaultExportPanelWords } from './words.ts';
