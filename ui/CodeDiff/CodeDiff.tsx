import { lazy, Suspense } from 'react';
import { Spinner } from '../Spinner/index.ts';
import * as styles from './CodeDiff.css.ts';
import { defaultCodeDiffWords } from './text.ts';
import type { CodeDiffProps } from './types.ts';

const load = () => import('./CodeMirrorDiff.tsx');

/** Fetches the diff's chunk ahead of time (a route loader of a screen with a diff). */
export const preloadCodeDiff = (): Promise<unknown> => load();

// CodeMirror's merge view is a chunk of its own, fetched when the first diff renders.
const CodeMirrorDiff = lazy(load);

/**
 * Two versions of an HTML text side by side (CodeMirror's merge view): what is there now on the left, what
 * would replace it on the right, the changes marked (colour and underline / strike-through), long unchanged
 * stretches folded, read-only, and how many places differ said under it.
 */
export const CodeDiff = (props: CodeDiffProps) => (
  <Suspense fallback={<CodeDiffLoading {...props} />}>
    <CodeMirrorDiff {...props} />
  </Suspense>
);

const CodeDiffLoading = ({ label, words, className }: CodeDiffProps) => (
  <section className={className ? `${styles.root} ${className}` : styles.root}>
    <h3 className={styles.heading}>{label}</h3>
    <div className={`${styles.frame} ${styles.loading}`}>
      <Spinner size="small" decorative />
      <span role="status">{words?.loading ?? defaultCodeDiffWords.loading}</span>
    </div>
  </section>
);
