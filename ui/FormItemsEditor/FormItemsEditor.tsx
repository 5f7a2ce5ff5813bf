import { type DragEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { Button } from '../Button/index.ts';
import { FieldError } from '../Field/index.ts';
import { Select } from '../Select/index.ts';
import { VisuallyHidden } from '../VisuallyHidden/index.ts';
import * as styles from './FormItemsEditor.css.ts';
import { ItemSettings } from './ItemSettings.tsx';
import { copyItem, hasItemError, insertItem, moveItem, nextItemKey, removeItem } from './items.ts';
import type { FormItemsEditorItem, FormItemsEditorType } from './types.ts';
import { defaultFormItemsEditorWords, type FormItemsEditorWords } from './words.ts';

export interface FormItemsEditorProps<T extends string = string> {
  items: readonly FormItemsEditorItem<T>[];
  onChange: (items: FormItemsEditorItem<T>[]) => void;
  /** The types offered by 「項目を追加」, in order, with their labels and which settings each has. */
  types: readonly FormItemsEditorType<T>[];
  /** A new item of a type under a key (the contract's `newFormItem`). */
  newItem: (type: T, key: string) => FormItemsEditorItem<T>;
  /** Messages keyed by path: `items` for the whole list, `items.{index}.{field}` for one field. */
  errors?: Readonly<Record<string, string>>;
  disabled?: boolean;
  /** The largest file a file item may accept (the contract's FORM_FILE_MAX_BYTES); 10 MB when left out. */
  maxFileBytes?: number;
  words?: Partial<FormItemsEditorWords>;
  /** The level of the settings panel's heading, one below the section the editor sits in. */
  settingsHeadingAs?: FormItemsEditorHeadingLevel;
}

export const formItemsEditorHeadingLevels = ['h2', 'h3', 'h4'] as const;
export type FormItemsEditorHeadingLevel = (typeof formItemsEditorHeadingLevels)[number];

type Removed<T extends string> = { item: FormItemsEditorItem<T>; index: number };

/**
 * A form's items as an ordered list, the selected one's settings beside it. Items are added by type,
 * reordered by buttons, Alt+↑/↓ or drag and drop, duplicated, and deleted with an undo until the next change.
 */
export const FormItemsEditor = <T extends string = string>({
  items,
  onChange,
  types,
  newItem,
  errors = {},
  disabled = false,
  maxFileBytes = 10 * 1024 * 1024,
  words: wordsGiven,
  settingsHeadingAs = 'h3',
}: FormItemsEditorProps<T>) => {
  const words = { ...defaultFormItemsEditorWords, ...wordsGiven };
  const [selected, setSelected] = useState<number | null>(items.length > 0 ? 0 : null);
  const [removed, setRemoved] = useState<Removed<T> | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [typeToAdd, setTypeToAdd] = useState<T | null>(types[0]?.value ?? null);
  const [dragged, setDragged] = useState<number | null>(null);
  const [dropAt, setDropAt] = useState<number | null>(null);
  const rowButtons = useRef(new Map<number, HTMLButtonElement>());
  const undoButton = useRef<HTMLButtonElement>(null);
  const [focusAfter, setFocusAfter] = useState<
    { to: 'row'; index: number; action?: 'up' | 'down' } | { to: 'undo' } | null
  >(null);

  const typeOf = (type: T) => types.find((choice) => choice.value === type);
  const selectedIndex = selected !== null && selected < items.length ? selected : null;
  const selectedItem = selectedIndex === null ? undefined : items[selectedIndex];

  useEffect(() => {
    if (!focusAfter) return;
    if (focusAfter.to === 'undo') undoButton.current?.focus();
    else {
      // After a move button, focus stays on that button of the moved row, or its row when at the end.
      const row = rowButtons.current.get(focusAfter.index);
      const action = row
        ?.closest('li')
        ?.querySelector<HTMLButtonElement>(`[data-action="${focusAfter.action}"]:not(:disabled)`);
      (action ?? row)?.focus();
    }
    setFocusAfter(null);
  }, [focusAfter]);

  /** Every change but undo ends the chance to undo a delete. */
  const change = (next: FormItemsEditorItem<T>[], message?: string) => {
    setRemoved(null);
    if (message) setAnnouncement(message);
    onChange(next);
  };

  const move = (from: number, to: number, focus: 'row' | 'up' | 'down') => {
    const item = items[from];
    if (!item || to < 0 || to >= items.length || from === to) return;
    change(moveItem(items, from, to), words.moved(item.label, to + 1));
    if (selectedIndex === from) setSelected(to);
    else if (selectedIndex !== null)
      setSelected(
        moveItem(
          items.map((_, i) => i),
          from,
          to,
        ).indexOf(selectedIndex),
      );
    setFocusAfter({ to: 'row', index: to, action: focus === 'row' ? undefined : focus });
  };

  const add = () => {
    if (typeToAdd === null) return;
    const item = newItem(typeToAdd, nextItemKey(items));
    change([...items, item], words.added(item.label));
    setSelected(items.length);
  };

  const duplicate = (index: number) => {
    const item = items[index];
    if (!item) return;
    change(
      insertItem(items, index + 1, copyItem(item, nextItemKey(items), words.copySuffix)),
      words.duplicated(item.label),
    );
    setSelected(index + 1);
  };

  const remove = (index: number) => {
    const item = items[index];
    if (!item) return;
    change(removeItem(items, index), words.removed(item.label));
    setRemoved({ item, index });
    if (selectedIndex !== null && selectedIndex > index) setSelected(selectedIndex - 1);
    else if (selectedIndex === index) setSelected(items.length > 1 ? Math.min(index, items.length - 2) : null);
    setFocusAfter({ to: 'undo' });
  };

  const undo = () => {
    if (!removed) return;
    const index = Math.min(removed.index, items.length);
    setRemoved(null);
    setAnnouncement(words.restored(removed.item.label));
    onChange(insertItem(items, index, removed.item));
    setSelected(index);
    setFocusAfter({ to: 'row', index });
  };

  const update = (index: number, fields: Partial<FormItemsEditorItem<T>>) =>
    change(items.map((item, at) => (at === index ? { ...item, ...fields } : item)));

  const rowKeyDown = (index: number) => (event: KeyboardEvent<HTMLButtonElement>) => {
    if (!event.altKey || disabled) return;
    if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
      event.preventDefault();
      move(index, event.key === 'ArrowUp' ? index - 1 : index + 1, 'row');
    }
  };

  const dragStarted = (index: number) => (event: DragEvent<HTMLElement>) => {
    event.dataTransfer.effectAllowed = 'move';
    event.dataTransfer.setData('text/plain', String(index));
    setDragged(index);
  };
  const draggedOver = (index: number) => (event: DragEvent<HTMLElement>) => {
    if (dragged === null) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'move';
    setDropAt(index);
  };
  const dropped = (index: number) => (event: DragEvent<HTMLElement>) => {
    event.preventDefault();
    const from = dragged ?? Number(event.dataTransfer.getData('text/plain'));
    setDragged(null);
    setDropAt(null);
    if (Number.isInteger(from)) move(from, index, 'row');
  };
  const dragEnded = () => {
    setDragged(null);
    setDropAt(null);
  };

  const listError = errors.items;
  const baseId = useId();
  const settingsHeadingId = `${baseId}-settings`;
  const rowHintId = `${baseId}-row-hint`;
  const SettingsHeading = settingsHeadingAs;

  return (
    <div className={styles.root}>
      <VisuallyHidden role="status" aria-live="polite">
        {announcement}
      </VisuallyHidden>
      {listError ? <FieldError id={`${baseId}-error`}>{listError}</FieldError> : null}
      {removed ? (
        <div className={styles.undoBar}>
          <span>{words.removed(removed.item.label)}</span>
          <Button ref={undoButton} variant="secondary" size="small" onClick={undo} disabled={disabled}>
            {words.undo}
          </Button>
        </div>
      ) : null}
      <div className={styles.layout}>
        <div className={styles.listColumn}>
          {items.length === 0 ? (
            <p className={styles.empty}>{words.empty}</p>
          ) : (
            <>
              <p id={rowHintId} className={styles.rowHint}>
                {words.rowHint}
              </p>
              <ol className={styles.list} aria-label={words.listLabel}>
                {items.map((item, index) => {
                  const typeLabel = typeOf(item.type)?.label ?? item.type;
                  const invalid = hasItemError(errors, index);
                  const isSelected = index === selectedIndex;
                  return (
                    <li
                      // Rows are positions: the item at a position changes on every move, and keys may repeat
                      // while being edited, so the index is the stable identity here.
                      // biome-ignore lint/suspicious/noArrayIndexKey: see above
                      key={index}
                      className={styles.row}
                      data-selected={isSelected || undefined}
                      data-invalid={invalid || undefined}
                      data-drop-target={dropAt === index && dragged !== index ? true : undefined}
                      data-dragging={dragged === index || undefined}
                      onDragOver={draggedOver(index)}
                      onDrop={dropped(index)}
                    >
                      <span
                        className={styles.handle}
                        draggable={!disabled}
                        onDragStart={dragStarted(index)}
                        onDragEnd={dragEnded}
                        title={words.drag(item.label)}
                        aria-hidden="true"
                        data-testid="form-item-drag-handle"
                      >
                        <svg viewBox="0 0 24 24" className={styles.icon} aria-hidden="true" focusable="false">
                          <path
                            d="M9 6h.01M15 6h.01M9 12h.01M15 12h.01M9 18h.01M15 18h.01"
                            stroke="currentColor"
                            strokeWidth="3"
                            strokeLinecap="round"
                          />
                        </svg>
                      </span>
                      <button
                        type="button"
                        ref={(element) => {
                          if (element) rowButtons.current.set(index, element);
                          else rowButtons.current.delete(index);
                        }}
                        className={styles.rowButton}
                        aria-current={isSelected ? 'true' : undefined}
                        aria-describedby={rowHintId}
                        onClick={() => setSelected(index)}
                        onKeyDown={rowKeyDown(index)}
                      >
                        <span className={styles.rowNumber}>{index + 1}.</span>
                        <span className={styles.rowLabel} data-part="label">
                          {item.label}
                        </span>
                        <span className={styles.rowType}>{typeLabel}</span>
                        {item.required ? <span className={styles.requiredMark}>{words.requiredMark}</span> : null}
                        {invalid ? <span className={styles.errorMark}>{words.hasError}</span> : null}
                      </button>
                      <span className={styles.rowActions}>
                        <button
                          type="button"
                          className={styles.iconAction}
                          aria-label={words.moveUp(item.label)}
                          title={words.moveUp(item.label)}
                          disabled={disabled || index === 0}
                          data-action="up"
                          onClick={() => move(index, index - 1, 'up')}
                        >
                          <svg viewBox="0 0 24 24" className={styles.icon} fill="none" aria-hidden="true">
                            <path d="M6 15l6-6 6 6" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
                          </svg>
                        </button>
                        <button
                          type="button"
                          className={styles.iconAction}
                          aria-label={words.moveDown(item.label)}
                          title={words.moveDown(item.label)}
                          disabled={disabled || index === items.length - 1}
                          data-action="down"
                          onClick={() => move(index, index + 1, 'down')}
                        >
                          <svg viewBox="0 0 24 24" className={styles.icon} fill="none" aria-hidden="true">
                            <path d="M6 9l6 6 6-6" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
                          </svg>
                        </button>
                        <button
                          type="button"
                          className={styles.iconAction}
                          aria-label={words.duplicate(item.label)}
                          title={words.duplicate(item.label)}
                          disabled={disabled}
                          onClick={() => duplicate(index)}
                        >
                          <svg viewBox="0 0 24 24" className={styles.icon} fill="none" aria-hidden="true">
                            <rect x="8" y="8" width="12" height="12" rx="2" stroke="currentColor" strokeWidth="2" />
                            <path d="M16 4H6a2 2 0 0 0-2 2v10" stroke="currentColor" strokeWidth="2" />
                          </svg>
                        </button>
                        <button
                          type="button"
                          className={`${styles.iconAction} ${styles.dangerAction}`}
                          aria-label={words.remove(item.label)}
                          title={words.remove(item.label)}
                          disabled={disabled}
                          onClick={() => remove(index)}
                        >
                          <svg viewBox="0 0 24 24" className={styles.icon} fill="none" aria-hidden="true">
                            <path
                              d="M5 7h14M10 7V5h4v2M7 7l1 12h8l1-12"
                              stroke="currentColor"
                              strokeWidth="2"
                              strokeLinejoin="round"
                            />
                          </svg>
                        </button>
                      </span>
                    </li>
                  );
                })}
              </ol>
            </>
          )}
          <div className={styles.add}>
            <Select
              label={words.addType}
              items={types}
              value={typeToAdd}
              onValueChange={setTypeToAdd}
              disabled={disabled}
              className={styles.addType}
            />
            <Button variant="secondary" onClick={add} disabled={disabled || typeToAdd === null}>
              {words.add}
            </Button>
          </div>
        </div>
        {selectedItem !== undefined && selectedIndex !== null ? (
          <section className={styles.settings} aria-labelledby={settingsHeadingId}>
            <SettingsHeading id={settingsHeadingId} className={styles.settingsHeading}>
              {words.settingsHeading(selectedItem.label, typeOf(selectedItem.type)?.label ?? selectedItem.type)}
            </SettingsHeading>
            <ItemSettings
              key={selectedIndex}
              item={selectedItem}
              index={selectedIndex}
              idPrefix={baseId}
              settings={typeOf(selectedItem.type)?.settings ?? 'plain'}
              errors={errors}
              disabled={disabled}
              maxFileBytes={maxFileBytes}
              words={words}
              onChange={(fields) => update(selectedIndex, fields)}
            />
          </section>
        ) : null}
      </div>
    </div>
  );
};
