import { type ComponentProps, type ReactNode, useId } from 'react';
import * as styles from './TextField.css.ts';

export const textFieldTypes = ['text', 'email', 'password', 'tel', 'url', 'search', 'number'] as const;
export type TextFieldType = (typeof textFieldTypes)[number];

export type TextFieldProps = Omit<ComponentProps<'input'>, 'type' | 'children'> & {
  label: ReactNode;
  type?: TextFieldType;
  /** Help shown under the label, linked to the input with aria-describedby. */
  hint?: ReactNode;
  /** When given, the field is marked invalid and this text is linked to it. */
  error?: ReactNode;
  /** Visible text of the required badge. */
  requiredLabel?: string;
};

// Plain label and input rather than Ark's Field: Field links its error text through aria-errormessage only,
// one render late, and wraps the field in an unnamed role="group"; here hint and error are both in
// aria-describedby from the first render.
export const TextField = ({
  label,
  type = 'text',
  hint,
  error,
  required = false,
  requiredLabel = '必須',
  id,
  className,
  'aria-describedby': describedBy,
  ...rest
}: TextFieldProps) => {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  const describedByIds = [describedBy, hint ? hintId : null, hasError ? errorId : null].filter(Boolean).join(' ');

  return (
    <div className={className ? `${styles.root} ${className}` : styles.root}>
      <label htmlFor={inputId} className={styles.label}>
        {label}
        {/* Hidden from screen readers: the input's own required state is announced instead. */}
        {required ? (
          <span className={styles.requiredMark} aria-hidden="true">
            {requiredLabel}
          </span>
        ) : null}
      </label>
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      <input
        {...rest}
        id={inputId}
        type={type}
        required={required}
        aria-invalid={hasError || undefined}
        aria-describedby={describedByIds || undefined}
        className={styles.input}
      />
      {hasError ? (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
};
