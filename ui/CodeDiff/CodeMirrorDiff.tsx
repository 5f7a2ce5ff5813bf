import { getChunks, MergeView } from '@codemirror/merge';
import { EditorState, type Extension } from '@codemirror/state';
import { EditorView } from '@codemirror/view';
import { useEffect, useId, useRef, useState } from 'react';
import { prepareConstructedStyleSheet } from '../CodeEditor/constructedStyles.ts';
import { baseExtensions, languageOf } from '../CodeEditor/extensions.ts';
import * as styles from './CodeDiff.css.ts';
import { defaultCodeDiffWords, mergePhrases } from './text.ts';
import type { CodeDiffProps } from './types.ts';

const sideExtensions = (labelId: string, sideLabel: string, describedBy: string): Extension[] => [
  baseExtensions(),
  languageOf.html(),
  EditorState.readOnly.of(true),
  EditorView.editable.of(true),
  EditorState.phrases.of(mergePhrases),
  EditorView.lineWrapping,
  EditorView.contentAttributes.of({
    'aria-label': sideLabel,
    'aria-readonly': 'true',
    'aria-describedby': `${labelId} ${describedBy}`,
  }),
];

/**
 * The diff behind `CodeDiff` (index.ts loads this module, and CodeMirror's merge view with it, only when a
 * diff renders): two read-only editors side by side, the unchanged stretches folded, the changes marked.
 */
const CodeMirrorDiff = ({ label, before, beforeLabel, after, afterLabel, words, className }: CodeDiffProps) => {
  const text = { ...defaultCodeDiffWords, ...words };
  const baseId = useId();
  const labelId = `${baseId}-label`;
  const summaryId = `${baseId}-summary`;
  const keysId = `${baseId}-keys`;
  const parentRef = useRef<HTMLDivElement>(null);
  const [changes, setChanges] = useState<number | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the labels' ids are stable; a new text makes a new view
  useEffect(() => {
    const parent = parentRef.current;
    if (!parent) return;
    prepareConstructedStyleSheet(parent.ownerDocument);
    const describedBy = `${summaryId} ${keysId}`;
    const view = new MergeView({
      parent,
      a: { doc: before, extensions: sideExtensions(labelId, beforeLabel, describedBy) },
      b: { doc: after, extensions: sideExtensions(labelId, afterLabel, describedBy) },
      collapseUnchanged: { margin: 3, minSize: 6 },
      gutter: true,
    });
    setChanges(getChunks(view.b.state)?.chunks.length ?? 0);
    return () => view.destroy();
  }, [before, after, beforeLabel, afterLabel]);

  return (
    <section className={className ? `${styles.root} ${className}` : styles.root} aria-labelledby={labelId}>
      <h3 id={labelId} className={styles.heading}>
        {label}
      </h3>
      <div className={styles.sides} aria-hidden="true">
        <span>{beforeLabel}</span>
        <span>{afterLabel}</span>
      </div>
      <div ref={parentRef} className={styles.frame} data-testid="code-diff" />
      <p id={summaryId} className={styles.summary} role="status">
        {changes === null ? '' : changes === 0 ? text.noChanges : text.changes(changes)}
      </p>
      <p id={keysId} className={styles.summary}>
        {text.keyboardHint}
      </p>
    </section>
  );
};

export default CodeMirrorDiff;
