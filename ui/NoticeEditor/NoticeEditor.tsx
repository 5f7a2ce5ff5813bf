import { type FormEvent, type ReactNode, useId } from 'react';
import { Button } from '../Button/index.ts';
import { Checkbox } from '../Checkbox/index.ts';
import { NoticeItem, type NoticeType } from '../NoticeItem/index.ts';
import { Select, type SelectItem } from '../Select/index.ts';
import { TextArea } from '../TextArea/index.ts';
import { TextField } from '../TextField/index.ts';
import * as styles from './NoticeEditor.css.ts';

export interface NoticeEditorValue {
  type: NoticeType;
  title: string;
  /** HTML: the preview shows it through the same sanitiser and item as the bell. */
  content: string;
  important: boolean;
}

export interface NoticeEditorWords {
  type: string;
  title: string;
  titleHint?: string;
  content: string;
  contentHint?: string;
  important: string;
  importantHint?: string;
  preview: string;
  previewHint?: string;
  previewEmpty: string;
  /** The marks the preview's item shows, as the bell words them. */
  unread: string;
  importantMark: string;
}

export type NoticeEditorProps = {
  value: NoticeEditorValue;
  onChange: (change: Partial<NoticeEditorValue>) => void;
  onSubmit: () => void;
  /** The five types with their labels, in the order they are offered. */
  types: readonly SelectItem<NoticeType>[];
  words: NoticeEditorWords;
  submitLabel: string;
  /** Per-field checks, in the page's words. */
  errors?: Partial<Record<keyof NoticeEditorValue, ReactNode>>;
  /** Above the fields: why a save was refused, or both versions after a conflict. */
  status?: ReactNode;
  pending?: boolean;
  /** Beside the submit button (stop editing and start a new notice). */
  secondaryAction?: ReactNode;
  /** The preview's heading element, to fit the page's heading outline. */
  previewHeadingAs?: 'h2' | 'h3' | 'h4';
  'aria-labelledby'?: string;
};

/**
 * The form of a notice (spec §3: type, content as HTML, important; a title of ours), with a live preview drawn
 * by the bell's own item (ui/NoticeItem over ui/SanitizedHtml): what is typed is shown as staff will see it.
 */
export const NoticeEditor = ({
  value,
  onChange,
  onSubmit,
  types,
  words,
  submitLabel,
  errors = {},
  status,
  pending = false,
  secondaryAction,
  previewHeadingAs: PreviewHeading = 'h3',
  'aria-labelledby': labelledBy,
}: NoticeEditorProps) => {
  const previewId = useId();
  const previewHintId = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit();
  };
  const typeLabel = types.find((type) => type.value === value.type)?.label ?? value.type;
  return (
    <div className={styles.root}>
      <form className={styles.form} onSubmit={submit} noValidate aria-labelledby={labelledBy}>
        {status}
        <Select<NoticeType>
          label={words.type}
          name="type"
          items={types}
          value={value.type}
          required
          onValueChange={(type) => {
            if (type) onChange({ type });
          }}
        />
        <TextField
          label={words.title}
          name="title"
          hint={words.titleHint}
          autoComplete="off"
          value={value.title}
          error={errors.title}
          onChange={(event) => onChange({ title: event.currentTarget.value })}
        />
        <TextArea
          label={words.content}
          name="content"
          hint={words.contentHint}
          required
          code
          rows={8}
          spellCheck={false}
          value={value.content}
          error={errors.content}
          onChange={(event) => onChange({ content: event.currentTarget.value })}
        />
        <Checkbox
          label={words.important}
          name="important"
          hint={words.importantHint}
          checked={value.important}
          onCheckedChange={(important) => onChange({ important })}
        />
        <div className={styles.actions}>
          <Button type="submit" loading={pending}>
            {submitLabel}
          </Button>
          {secondaryAction}
        </div>
      </form>
      <section className={styles.preview} aria-labelledby={previewId} aria-describedby={previewHintId}>
        <PreviewHeading id={previewId} className={styles.previewHeading}>
          {words.preview}
        </PreviewHeading>
        <p id={previewHintId} className={styles.previewHint}>
          {words.previewHint}
        </p>
        <div className={styles.panel} data-testid="notice-preview">
          {value.content.trim() === '' ? (
            <p className={styles.previewEmpty}>{words.previewEmpty}</p>
          ) : (
            <ul className={styles.list} aria-labelledby={previewId}>
              {/* As the bell lists a new notice: unread, in bold. */}
              <NoticeItem
                type={value.type}
                typeLabel={typeLabel}
                content={value.content}
                important={value.important}
                unread
                unreadMark="bold"
                importantLabel={words.importantMark}
                unreadLabel={words.unread}
              />
            </ul>
          )}
        </div>
      </section>
    </div>
  );
};
