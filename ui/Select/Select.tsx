import { Select as ArkSelect, createListCollection } from '@ark-ui/react/select';
import { useMemo } from 'react';
import * as field from '../Field/Field.css.ts';
import { FieldError, FieldHint, type FieldProps, RequiredMark, useFieldDescription } from '../Field/index.ts';
import * as styles from './Select.css.ts';

/** One choice; `V` is the union of the values (an enum's strings), so a page gets its own type back. */
export type SelectItem<V extends string = string> = { value: V; label: string; disabled?: boolean };

export type SelectProps<V extends string = string> = FieldProps & {
  items: readonly SelectItem<V>[];
  /** Controlled value; null for nothing chosen. Leave out (with `defaultValue`) to let the field keep its own. */
  value?: V | null;
  defaultValue?: V | null;
  /** Called with the chosen item's value, typed as the items' values: no cast in the page. */
  onValueChange?: (value: V | null) => void;
  /** Shown on the button while nothing is chosen. */
  placeholder?: string;
};

const toValue = <V extends string>(value: V | null | undefined) =>
  value === undefined ? undefined : value === null ? [] : [value];

/** A single choice from a short list, laid out like TextField. */
export const Select = <V extends string = string>({
  label,
  items,
  value,
  defaultValue,
  onValueChange,
  placeholder = '選択してください',
  hint,
  error,
  required = false,
  requiredLabel = '必須',
  disabled = false,
  name,
  id,
  className,
}: SelectProps<V>) => {
  const description = useFieldDescription({ id, hint, error });
  const collection = useMemo(
    () =>
      createListCollection({
        items: [...items],
        itemToValue: (item) => item.value,
        itemToString: (item) => item.label,
        isItemDisabled: (item) => item.disabled === true,
      }),
    [items],
  );

  return (
    <ArkSelect.Root
      id={description.id}
      className={className ? `${field.root} ${className}` : field.root}
      collection={collection}
      value={toValue(value)}
      defaultValue={toValue(defaultValue)}
      // The chosen item rather than Ark's string value, so the value keeps its type.
      onValueChange={(details) => onValueChange?.(details.items[0]?.value ?? null)}
      invalid={description.invalid}
      required={required}
      disabled={disabled}
      name={name}
      // Fixed rather than portalled: the list stays inside a dialog's focus trap yet is not clipped by it.
      positioning={{ strategy: 'fixed', placement: 'bottom-start', sameWidth: true, gutter: 4 }}
      lazyMount
      unmountOnExit
    >
      <ArkSelect.Label className={field.label}>
        {label}
        <RequiredMark required={required}>{requiredLabel}</RequiredMark>
      </ArkSelect.Label>
      <FieldHint id={description.hintId}>{hint}</FieldHint>
      <ArkSelect.Control className={styles.control}>
        <ArkSelect.Trigger className={styles.trigger} aria-describedby={description.describedBy}>
          <ArkSelect.ValueText className={styles.valueText} placeholder={placeholder} />
          <ArkSelect.Indicator className={styles.indicator}>
            <svg viewBox="0 0 24 24" fill="none" aria-hidden="true" focusable="false">
              <path d="M6 9l6 6 6-6" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </ArkSelect.Indicator>
        </ArkSelect.Trigger>
      </ArkSelect.Control>
      <ArkSelect.Positioner className={styles.positioner}>
        <ArkSelect.Content className={styles.content}>
          {collection.items.map((item) => (
            <ArkSelect.Item key={item.value} item={item} className={styles.item}>
              <ArkSelect.ItemText>{item.label}</ArkSelect.ItemText>
              <ArkSelect.ItemIndicator className={styles.itemIndicator}>
                <svg viewBox="0 0 24 24" fill="none" aria-hidden="true" focusable="false">
                  <path d="M5 12.5l4.5 4.5L19 7.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
                </svg>
              </ArkSelect.ItemIndicator>
            </ArkSelect.Item>
          ))}
        </ArkSelect.Content>
      </ArkSelect.Positioner>
      {description.invalid ? <FieldError id={description.errorId}>{error}</FieldError> : null}
      <ArkSelect.HiddenSelect />
    </ArkSelect.Root>
  );
};
