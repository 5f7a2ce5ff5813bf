export { CodeEditor, preloadCodeEditor } from './CodeEditor.tsx';
export type {
  CodeEditorHandle,
  CodeEditorHeight,
  CodeEditorMode,
  CodeEditorProps,
  CodeProblem,
  CodeProblemSeverity,
} from './types.ts';
export { codeEditorHeights, codeEditorModes, codeProblemSeverities } from './types.ts';
