import { setDiagnostics } from '@codemirror/lint';
import { Annotation, Compartment, EditorState, type Extension, Transaction } from '@codemirror/state';
import { EditorView } from '@codemirror/view';
import { useEffect, useId, useImperativeHandle, useRef } from 'react';
import { VisuallyHidden } from '../VisuallyHidden/index.ts';
import * as styles from './CodeEditor.css.ts';
import { prepareConstructedStyleSheet } from './constructedStyles.ts';
import { minimalChange, positionOf, toDiagnostics } from './diagnostics.ts';
import { baseExtensions, languageOf } from './extensions.ts';
import { codeEditorText } from './text.ts';
import type { CodeEditorProps, CodeProblem } from './types.ts';

const noProblems: readonly CodeProblem[] = [];

/** Marks a change that came in through the `value` prop: it is never reported back through `onChange`. */
const fromProps = Annotation.define<boolean>();

interface Attributes {
  id: string | undefined;
  labelId: string;
  describedBy: string;
  readOnly: boolean;
  invalid: boolean;
}

const contentAttributes = ({ id, labelId, describedBy, readOnly, invalid }: Attributes): Extension =>
  EditorView.contentAttributes.of({
    'aria-labelledby': labelId,
    'aria-describedby': describedBy,
    ...(id ? { id } : {}),
    ...(readOnly ? { 'aria-readonly': 'true' } : {}),
    ...(invalid ? { 'aria-invalid': 'true' } : {}),
  });

const readOnlyOf = (readOnly: boolean): Extension => (readOnly ? EditorState.readOnly.of(true) : []);
const nonceOf = (nonce: string | undefined): Extension => (nonce ? EditorView.cspNonce.of(nonce) : []);
const wrapOf = (wrap: boolean): Extension => (wrap ? EditorView.lineWrapping : []);

/**
 * The CodeMirror 6 editor behind `CodeEditor` (index.ts loads this module, and CodeMirror with it, only when
 * an editor renders). See `CodeEditorProps` for the controlled `value` / `onChange` contract.
 */
const CodeMirrorEditor = ({
  label,
  mode,
  value,
  onChange,
  readOnly = false,
  problems = noProblems,
  height = 'medium',
  wrapLines = false,
  hint,
  id,
  cspNonce,
  onBlur,
  ref,
  className,
}: CodeEditorProps) => {
  const baseId = useId();
  const labelId = `${baseId}-label`;
  const hintId = `${baseId}-hint`;
  const keysId = `${baseId}-keys`;
  const summaryId = `${baseId}-problems`;
  const describedBy = [hint ? hintId : null, keysId, problems.length > 0 ? summaryId : null].filter(Boolean).join(' ');
  const invalid = problems.some((problem) => problem.severity === 'error');

  const parentRef = useRef<HTMLDivElement>(null);
  const viewRef = useRef<EditorView | null>(null);
  const compartments = useRef({
    language: new Compartment(),
    readOnly: new Compartment(),
    attributes: new Compartment(),
    nonce: new Compartment(),
    wrap: new Compartment(),
  }).current;

  // The latest props, for the editor's listeners, which are made once.
  const latest = useRef({ value, onChange, onBlur, problems });
  latest.current = { value, onChange, onBlur, problems };
  /** The text last reported or received: a `value` equal to it is the parent echoing, not a new text. */
  const known = useRef(value);
  /** A user change not yet reported (held back while an input method composes). */
  const unreported = useRef(false);
  /** A `value` that came while composing, to apply afterwards unless the composition changed the text. */
  const valueWhileComposing = useRef(false);

  const attributes: Attributes = { id, labelId, describedBy, readOnly, invalid };
  const attributesRef = useRef(attributes);
  attributesRef.current = attributes;

  // The editor is made once per mount; prop changes reach it through the effects below.
  // biome-ignore lint/correctness/useExhaustiveDependencies: made once, as said above
  useEffect(() => {
    const parent = parentRef.current;
    if (!parent) return;
    prepareConstructedStyleSheet(parent.ownerDocument);

    const report = (view: EditorView) => {
      if (!unreported.current || view.composing) return;
      unreported.current = false;
      const text = view.state.doc.toString();
      known.current = text;
      valueWhileComposing.current = false;
      latest.current.onChange?.(text);
    };

    const view = new EditorView({
      parent,
      state: EditorState.create({
        doc: latest.current.value,
        extensions: [
          baseExtensions(),
          compartments.language.of(languageOf[mode]()),
          compartments.readOnly.of(readOnlyOf(readOnly)),
          compartments.attributes.of(contentAttributes(attributesRef.current)),
          compartments.nonce.of(nonceOf(cspNonce)),
          compartments.wrap.of(wrapOf(wrapLines)),
          EditorView.updateListener.of((update) => {
            if (update.docChanged && !update.transactions.some((tr) => tr.annotation(fromProps))) {
              unreported.current = true;
            }
            report(update.view);
          }),
          EditorView.domEventHandlers({
            compositionend: (_event, view) => {
              // CodeMirror reads the composition's last DOM change just after this event: report then, and
              // only then apply a value that arrived meanwhile (if the composition changed nothing).
              setTimeout(() => {
                if (viewRef.current !== view || view.composing) return;
                report(view);
                const pending = latest.current.value;
                if (valueWhileComposing.current && pending !== known.current) {
                  valueWhileComposing.current = false;
                  known.current = pending;
                  applyValue(view, pending);
                }
              }, 0);
              return false;
            },
            blur: () => {
              latest.current.onBlur?.();
              return false;
            },
          }),
        ],
      }),
    });
    viewRef.current = view;
    if (latest.current.problems.length > 0) {
      view.dispatch(setDiagnostics(view.state, toDiagnostics(view.state.doc, latest.current.problems)));
    }
    return () => {
      viewRef.current = null;
      view.destroy();
    };
  }, []);

  // A new value from the parent: applied when it differs from the text, never in the middle of a composition.
  // The value last reported is the parent echoing it, even if the user has typed on since: applying it would
  // take back those keystrokes.
  useEffect(() => {
    const view = viewRef.current;
    if (!view || value === known.current) return;
    if (view.composing) {
      valueWhileComposing.current = true;
      return;
    }
    known.current = value;
    applyValue(view, value);
  }, [value]);

  useEffect(() => {
    viewRef.current?.dispatch({ effects: compartments.language.reconfigure(languageOf[mode]()) });
  }, [mode, compartments]);

  useEffect(() => {
    viewRef.current?.dispatch({ effects: compartments.readOnly.reconfigure(readOnlyOf(readOnly)) });
  }, [readOnly, compartments]);

  useEffect(() => {
    viewRef.current?.dispatch({ effects: compartments.nonce.reconfigure(nonceOf(cspNonce)) });
  }, [cspNonce, compartments]);

  useEffect(() => {
    viewRef.current?.dispatch({ effects: compartments.wrap.reconfigure(wrapOf(wrapLines)) });
  }, [wrapLines, compartments]);

  useEffect(() => {
    viewRef.current?.dispatch({
      effects: compartments.attributes.reconfigure(contentAttributes({ id, labelId, describedBy, readOnly, invalid })),
    });
  }, [id, labelId, describedBy, readOnly, invalid, compartments]);

  // By content, not identity: a screen that builds its problem list on every render must not reset the marks.
  const problemsKey = JSON.stringify(problems);
  // biome-ignore lint/correctness/useExhaustiveDependencies: problemsKey stands for problems
  useEffect(() => {
    const view = viewRef.current;
    if (!view) return;
    view.dispatch(setDiagnostics(view.state, toDiagnostics(view.state.doc, latest.current.problems)));
  }, [problemsKey]);

  useImperativeHandle(
    ref,
    () => ({
      focus: () => viewRef.current?.focus(),
      focusLine: (line: number, column?: number) => {
        const view = viewRef.current;
        if (!view) return;
        const at = positionOf(view.state.doc, line, column);
        view.dispatch({ selection: { anchor: at }, effects: EditorView.scrollIntoView(at, { y: 'center' }) });
        view.focus();
      },
      insertText: (text: string) => {
        const view = viewRef.current;
        if (!view) return;
        // A user's change (reported through onChange, undoable), where the cursor is, the cursor after it.
        view.dispatch(view.state.replaceSelection(text), { scrollIntoView: true, userEvent: 'input.paste' });
        view.focus();
      },
    }),
    [],
  );

  return (
    <div className={className ? `${styles.root} ${className}` : styles.root}>
      {/* Not a <label>: the editable element is no form control; aria-labelledby names it. */}
      <div id={labelId} className={styles.label}>
        {label}
      </div>
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      <div
        ref={parentRef}
        className={`${styles.frame} ${styles.height[height]}`}
        data-readonly={readOnly || undefined}
        data-invalid={invalid || undefined}
      />
      <p id={keysId} className={styles.keyboardHint}>
        {readOnly ? codeEditorText.readOnlyKeyboardHint : codeEditorText.keyboardHint}
      </p>
      <ProblemSummary id={summaryId} problems={problems} />
    </div>
  );
};

/** Read out with the editor: how many errors and warnings it has (the list itself is ProblemList's). */
const ProblemSummary = ({ id, problems }: { id: string; problems: readonly CodeProblem[] }) =>
  problems.length > 0 ? <VisuallyHidden id={id}>{codeEditorText.problemSummary(problems)}</VisuallyHidden> : null;

/** Kept out of the undo history: Ctrl+Z takes back what the user did, not a text the screen loaded. */
const applyValue = (view: EditorView, value: string) => {
  const change = minimalChange(view.state.doc.toString(), value);
  if (change) {
    view.dispatch({ changes: change, annotations: [fromProps.of(true), Transaction.addToHistory.of(false)] });
  }
};

export default CodeMirrorEditor;
