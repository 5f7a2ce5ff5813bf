import { Checkbox as ArkCheckbox } from '@ark-ui/react/checkbox';
import { FieldError, FieldHint, type FieldProps, RequiredMark, useFieldDescription } from '../Field/index.ts';
import * as styles from './Checkbox.css.ts';

export type CheckboxProps = FieldProps & {
  /** Controlled state; leave out (with `defaultChecked`) to let the box keep its own. */
  checked?: boolean;
  defaultChecked?: boolean;
  onCheckedChange?: (checked: boolean) => void;
  /** Sent with a form when checked (default "on", as a native checkbox). */
  value?: string;
};

/** One yes-or-no choice on Ark's checkbox, laid out like TextField: hint and error read with the box. */
export const Checkbox = ({
  label,
  checked,
  defaultChecked,
  onCheckedChange,
  hint,
  error,
  required = false,
  requiredLabel = '必須',
  disabled = false,
  name,
  value,
  id,
  className,
}: CheckboxProps) => {
  const description = useFieldDescription({ id, hint, error });
  const hasMessages = Boolean(hint) || description.invalid;
  return (
    <div className={className ? `${styles.root} ${className}` : styles.root}>
      <ArkCheckbox.Root
        className={styles.item}
        ids={{ hiddenInput: description.id }}
        checked={checked}
        defaultChecked={defaultChecked}
        onCheckedChange={(details) => onCheckedChange?.(details.checked === true)}
        invalid={description.invalid}
        required={required}
        disabled={disabled}
        name={name}
        value={value}
      >
        <ArkCheckbox.Control className={styles.control}>
          <ArkCheckbox.Indicator className={styles.indicator}>
            <svg viewBox="0 0 16 16" fill="none" aria-hidden="true" focusable="false">
              <path d="M3 8.5l3.5 3.5L13 4.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </ArkCheckbox.Indicator>
        </ArkCheckbox.Control>
        <ArkCheckbox.Label className={styles.label}>
          {label}
          <RequiredMark required={required}>{requiredLabel}</RequiredMark>
        </ArkCheckbox.Label>
        <ArkCheckbox.HiddenInput aria-describedby={description.describedBy} />
      </ArkCheckbox.Root>
      {hasMessages ? (
        <div className={styles.messages}>
          <FieldHint id={description.hintId}>{hint}</FieldHint>
          {description.invalid ? <FieldError id={description.errorId}>{error}</FieldError> : null}
        </div>
      ) : null}
    </div>
  );
};
