export { CodeDiff, preloadCodeDiff } from './CodeDiff.tsx';
export { defaultCodeDiffWords } from './text.ts';
export type { CodeDiffProps, CodeDiffWords } from './types.ts';
