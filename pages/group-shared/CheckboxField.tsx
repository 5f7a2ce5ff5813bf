import { type ReactNode, useId } from 'react';
import * as styles from './styles.css.ts';

export interface CheckboxFieldProps {
  label: ReactNode;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  hint?: ReactNode;
  disabled?: boolean;
}

/** A native checkbox with its label (clickable too) and a hint linked to it. */
export const CheckboxField = ({ label, checked, onCheckedChange, hint, disabled }: CheckboxFieldProps) => {
  const id = useId();
  return (
    <div className={styles.checkbox}>
      <input
        id={id}
        type="checkbox"
        className={styles.checkboxInput}
        checked={checked}
        disabled={disabled}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(event) => onCheckedChange(event.currentTarget.checked)}
      />
      <label htmlFor={id} className={styles.checkboxLabel}>
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className={styles.checkboxHint}>
          {hint}
        </p>
      ) : null}
    </div>
  );
};
