import { type ReactNode, useState } from 'react';
import { Checkbox } from '../Checkbox/index.ts';
import { TextArea } from '../TextArea/index.ts';
import { TextField } from '../TextField/index.ts';
import * as styles from './FormItemsEditor.css.ts';
import type { FormItemSettingKind, FormItemsEditorItem } from './types.ts';
import type { FormItemsEditorWords } from './words.ts';

const MB = 1024 * 1024;

type Props<T extends string> = {
  item: FormItemsEditorItem<T>;
  index: number;
  idPrefix: string;
  settings: FormItemSettingKind;
  errors: Readonly<Record<string, string>>;
  disabled: boolean;
  maxFileBytes: number;
  words: FormItemsEditorWords;
  onChange: (change: Partial<FormItemsEditorItem<T>>) => void;
};

const toNumber = (text: string): number | null => {
  if (text.trim() === '') return null;
  const number = Number(text);
  return Number.isFinite(number) ? number : null;
};
const toWhole = (text: string) => {
  const number = toNumber(text);
  return number === null ? null : Math.trunc(number);
};
const numberText = (value: number | null) => (value === null ? '' : String(value));

/**
 * A list edited as text (choices one per line, extensions comma-separated). The text typed is kept as
 * typed, so a trailing comma or an empty new line survives until the next keystroke; tidied on leaving.
 */
const ListText = ({
  value,
  toText,
  toList,
  tidy,
  render,
}: {
  value: readonly string[];
  toText: (list: readonly string[]) => string;
  toList: (text: string) => string[];
  tidy: (list: readonly string[]) => string[];
  render: (props: { value: string; onChange: (text: string) => string; onBlur: () => void }) => ReactNode;
}) => {
  const [draft, setDraft] = useState(() => toText(value));
  // The list changed from outside (undo, another item): show it.
  const shown = toList(draft).join('\u0000') === value.join('\u0000') ? draft : toText(value);
  return render({
    value: shown,
    onChange: (text) => {
      setDraft(text);
      return text;
    },
    onBlur: () => setDraft(toText(tidy(toList(shown)))),
  });
};

const lines = {
  toText: (list: readonly string[]) => list.join('\n'),
  toList: (text: string) => text.split('\n'),
  tidy: (list: readonly string[]) => list.map((line) => line.trim()).filter(Boolean),
};
const extensions = {
  toText: (list: readonly string[]) => list.join(', '),
  toList: (text: string) => (text.trim() === '' ? [] : text.split(',').map((part) => part.trim())),
  tidy: (list: readonly string[]) =>
    list
      .map((part) => part.replace(/^\.+/, '').toLowerCase())
      .filter((part, index, all) => part && all.indexOf(part) === index),
};

/** The settings of the selected item: label, help, required, the key under 「詳細」, and its type's limits. */
export const ItemSettings = <T extends string>({
  item,
  index,
  idPrefix,
  settings,
  errors,
  disabled,
  maxFileBytes,
  words,
  onChange,
}: Props<T>) => {
  const error = (field: keyof FormItemsEditorItem) => errors[`items.${index}.${field}`];
  const id = (field: string) => `${idPrefix}-${index}-${field}`;
  const keyError = error('key');

  return (
    <div className={styles.settingsFields}>
      <TextField
        id={id('label')}
        label={settings === 'statement' ? words.statement : words.label}
        hint={settings === 'statement' ? words.statementHint : undefined}
        value={item.label}
        onChange={(event) => onChange({ label: event.currentTarget.value })}
        error={error('label')}
        disabled={disabled}
      />
      <TextArea
        id={id('help')}
        label={words.help}
        rows={3}
        value={item.help}
        onChange={(event) => onChange({ help: event.currentTarget.value })}
        error={error('help')}
        disabled={disabled}
      />
      {settings === 'statement' ? null : (
        <Checkbox
          id={id('required')}
          label={words.required}
          checked={item.required}
          onCheckedChange={(required) => onChange({ required })}
          error={error('required')}
          disabled={disabled}
        />
      )}
      {settings === 'length' ? (
        <div className={styles.pair}>
          <TextField
            id={id('minLength')}
            label={words.minLength}
            type="number"
            min={0}
            step={1}
            inputMode="numeric"
            value={numberText(item.minLength)}
            onChange={(event) => onChange({ minLength: toWhole(event.currentTarget.value) })}
            error={error('minLength')}
            disabled={disabled}
          />
          <TextField
            id={id('maxLength')}
            label={words.maxLength}
            type="number"
            min={1}
            step={1}
            inputMode="numeric"
            value={numberText(item.maxLength)}
            onChange={(event) => onChange({ maxLength: toWhole(event.currentTarget.value) })}
            error={error('maxLength')}
            disabled={disabled}
          />
        </div>
      ) : null}
      {settings === 'range' ? (
        <div className={styles.pair}>
          <TextField
            id={id('min')}
            label={words.min}
            type="number"
            step="any"
            value={numberText(item.min)}
            onChange={(event) => onChange({ min: toNumber(event.currentTarget.value) })}
            error={error('min')}
            disabled={disabled}
          />
          <TextField
            id={id('max')}
            label={words.max}
            type="number"
            step="any"
            value={numberText(item.max)}
            onChange={(event) => onChange({ max: toNumber(event.currentTarget.value) })}
            error={error('max')}
            disabled={disabled}
          />
        </div>
      ) : null}
      {settings === 'options' ? (
        <ListText
          value={item.options}
          {...lines}
          render={(text) => (
            <TextArea
              id={id('options')}
              label={words.options}
              hint={words.optionsHint}
              rows={5}
              value={text.value}
              onChange={(event) => onChange({ options: lines.toList(text.onChange(event.currentTarget.value)) })}
              onBlur={() => {
                text.onBlur();
                const tidied = lines.tidy(item.options);
                if (tidied.length !== item.options.length) onChange({ options: tidied });
              }}
              error={error('options')}
              disabled={disabled}
            />
          )}
        />
      ) : null}
      {settings === 'file' ? (
        <>
          <ListText
            value={item.accept}
            {...extensions}
            render={(text) => (
              <TextField
                id={id('accept')}
                label={words.accept}
                hint={words.acceptHint}
                value={text.value}
                onChange={(event) => onChange({ accept: extensions.toList(text.onChange(event.currentTarget.value)) })}
                onBlur={() => {
                  text.onBlur();
                  const tidied = extensions.tidy(item.accept);
                  if (tidied.join() !== item.accept.join()) onChange({ accept: tidied });
                }}
                error={error('accept')}
                disabled={disabled}
              />
            )}
          />
          <TextField
            id={id('maxSize')}
            label={words.maxSize}
            hint={words.maxSizeHint(maxFileBytes / MB)}
            type="number"
            min={0.1}
            max={maxFileBytes / MB}
            step="any"
            value={item.maxSize === null ? '' : String(Math.round((item.maxSize / MB) * 100) / 100)}
            onChange={(event) => {
              const mb = toNumber(event.currentTarget.value);
              onChange({ maxSize: mb === null ? null : Math.max(1, Math.round(mb * MB)) });
            }}
            error={error('maxSize')}
            className={styles.narrow}
            disabled={disabled}
          />
        </>
      ) : null}
      <details className={styles.details} open={keyError ? true : undefined}>
        <summary className={styles.summary}>{words.details}</summary>
        <TextField
          id={id('key')}
          label={words.key}
          hint={words.keyHint}
          value={item.key}
          onChange={(event) => onChange({ key: event.currentTarget.value })}
          error={keyError}
          spellCheck={false}
          autoComplete="off"
          className={styles.keyField}
          disabled={disabled}
        />
      </details>
    </div>
  );
};
