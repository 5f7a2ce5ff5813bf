import { useUnit } from 'effector-react';
import { type ReactNode, useRef } from 'react';
import type { TemplateRead } from '../../contract/index.ts';
import {
  $pageCheckFailed,
  $pageChecking,
  $pageProblems,
  imageTag,
  pageEditor,
  templates,
} from '../../model/cms/index.ts';
import {
  CodeEditor,
  type CodeEditorHandle,
  InlineAlert,
  ProblemList,
  SectionHeading,
  Select,
  type SelectItem,
  TextField,
} from '../../ui/index.ts';
import { ImageLibraryPicker } from '../cms-shared/index.ts';
import { EditorForm } from '../shared/index.ts';
import * as styles from './editor.css.ts';
import { pageEditorText as text } from './text.ts';

const NO_TEMPLATE = 'none';
/** Lowercase letters, digits, `.`, `_`, `-` and `/` (the `pattern` attribute is a `v`-flag expression). */
const PATH_INPUT_PATTERN = '[a-z0-9._\\/\\-]*';

/** Active templates to choose from; the page's own template stays listed (marked) when it is inactive. */
const templateItems = (items: readonly TemplateRead[], chosen: number | null): SelectItem[] => [
  { value: NO_TEMPLATE, label: text.noTemplate },
  ...items
    .filter((template) => template.active || template.id === chosen)
    .map((template) => ({
      value: String(template.id),
      label: template.active ? template.name : text.inactiveTemplate(template.name),
    })),
];

/**
 * The page form of /cms/{webId}/page/create and /cms/{webId}/page/{id}, bound to the page editor: title, path,
 * template, the HTML in a code editor with the server's check at its lines, and the check's problem list (a
 * problem chosen moves the editor's cursor to it).
 */
export const PageEditorForm = ({
  submitLabel,
  blocked,
  topPath,
  extra,
}: {
  submitLabel: string;
  /** Why this user may not change the page (read-only), or null. */
  blocked: string | null;
  /** The website's top page address, said in the path hint. */
  topPath: string;
  extra?: ReactNode;
}) => {
  const editor = useUnit({
    draft: pageEditor.$draft,
    fieldErrors: pageEditor.$fieldErrors,
    problems: $pageProblems,
    checking: $pageChecking,
    checkFailed: $pageCheckFailed,
    templates: templates.$items,
    onChange: pageEditor.changed,
  });
  const code = useRef<CodeEditorHandle>(null);
  const readOnly = blocked !== null;
  return (
    <EditorForm
      editor={pageEditor}
      submitLabel={submitLabel}
      saveFailedTitle={text.saveFailed}
      conflictRows={(mine, theirs) => [
        { key: 'title', field: text.title, mine: mine.title, theirs: theirs.title ?? '' },
        { key: 'path', field: text.path, mine: mine.path, theirs: theirs.path ?? '' },
        { key: 'html', field: text.html, mine: mine.html, theirs: theirs.html },
      ]}
      blocked={blocked}
    >
      <TextField
        label={text.title}
        required
        hint={text.titleHint}
        autoComplete="off"
        disabled={readOnly}
        value={editor.draft.title}
        error={editor.fieldErrors.title}
        onChange={(event) => editor.onChange({ title: event.currentTarget.value })}
      />
      <TextField
        label={text.path}
        hint={text.pathHint(topPath)}
        autoComplete="off"
        spellCheck={false}
        // What the contract's PagePath takes, as the browser's own hint (the form checks it in Japanese).
        pattern={PATH_INPUT_PATTERN}
        disabled={readOnly}
        value={editor.draft.path}
        error={editor.fieldErrors.path}
        onChange={(event) => editor.onChange({ path: event.currentTarget.value })}
      />
      <Select
        label={text.template}
        hint={text.templateHint}
        items={templateItems(editor.templates, editor.draft.templateId)}
        value={editor.draft.templateId === null ? NO_TEMPLATE : String(editor.draft.templateId)}
        disabled={readOnly}
        onValueChange={(value) =>
          editor.onChange({ templateId: value === null || value === NO_TEMPLATE ? null : Number(value) })
        }
      />
      {extra}
      <div>
        {readOnly ? null : (
          <div className={styles.editorTools}>
            <ImageLibraryPicker
              label={text.insertImage}
              askAlt
              onChoose={(file, alt) => code.current?.insertText(imageTag(file, alt ?? ''))}
            />
          </div>
        )}
        <CodeEditor
          ref={code}
          label={text.html}
          hint={text.htmlHint}
          mode="html"
          height="large"
          wrapLines
          value={editor.draft.html}
          readOnly={readOnly}
          problems={editor.problems}
          onChange={(html) => editor.onChange({ html })}
        />
        {editor.fieldErrors.html ? <InlineAlert severity="error" title={editor.fieldErrors.html} /> : null}
      </div>
      <section aria-labelledby="page-problems-heading">
        <SectionHeading id="page-problems-heading" level={2}>
          {text.problemsTitle}
        </SectionHeading>
        <p className={styles.quiet} aria-live="polite">
          {editor.checking ? text.checking : ''}
        </p>
        {editor.checkFailed ? (
          <InlineAlert severity="warning" title={text.checkFailed} />
        ) : (
          <ProblemList
            problems={editor.problems}
            words={text.problemWords}
            onSelect={(problem) => code.current?.focusLine(problem.line, problem.column)}
          />
        )}
      </section>
    </EditorForm>
  );
};
