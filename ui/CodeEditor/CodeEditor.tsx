import { lazy, Suspense } from 'react';
import { Spinner } from '../Spinner/index.ts';
import * as styles from './CodeEditor.css.ts';
import { codeEditorText } from './text.ts';
import type { CodeEditorProps } from './types.ts';

const load = () => import('./CodeMirrorEditor.tsx');

/**
 * Fetches the editor's chunk ahead of time (a route loader of a screen with an editor), so that the editor
 * shows at once instead of its loading box. Otherwise the first editor to render fetches it.
 */
export const preloadCodeEditor = (): Promise<unknown> => load();

// CodeMirror and everything it brings is one chunk of its own, fetched when the first editor renders.
const CodeMirrorEditor = lazy(load);

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
