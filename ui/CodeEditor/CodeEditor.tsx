import { lazy, Suspense } from 'react';
import { Spinner } from '../Spinner/index.ts';
import * as styles from './CodeEditor.css.ts';
import { codeEditorText } from './text.ts';
import type { CodeEditorProps } from './types.ts';

// CodeMirror and everything it brings is one chunk of its own, fetched when the first editor renders.
const CodeMirrorEditor = lazy(() => import('./CodeMirrorEditor.tsx'));

/**
 * A code editor (CodeMirror 6): HTML, CSS or JavaScript, line numbers, search and replace in Japanese, bracket
 * matching, undo and redo, problems at their lines. Tab indents; Escape then Tab leaves the editor (Ctrl+M
 * switches Tab to leaving it until pressed again), as the hint under it says. Until its code has loaded it
 * shows its label and a box of the same height saying it is loading.
 */
export const CodeEditor = (props: CodeEditorProps) => (
  <Suspense fallback={<CodeEditorLoading {...props} />}>
    <CodeMirrorEditor {...props} />
  </Suspense>
);

const CodeEditorLoading = ({ label, hint, height = 'medium', readOnly, className }: CodeEditorProps) => (
  <div className={className ? `${styles.root} ${className}` : styles.root}>
    <div className={styles.label}>{label}</div>
    {hint ? <p className={styles.hint}>{hint}</p> : null}
    <div className={`${styles.frame} ${styles.height[height]}`}>
      <div className={styles.loading}>
        <Spinner size="small" decorative />
        <span role="status">{codeEditorText.loading}</span>
      </div>
    </div>
    <p className={styles.keyboardHint}>
      {readOnly ? codeEditorText.readOnlyKeyboardHint : codeEditorText.keyboardHint}
    </p>
  </div>
);
