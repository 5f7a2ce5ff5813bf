import type { ComponentProps } from 'react';
import * as field from '../Field/Field.css.ts';
import { FieldError, FieldHint, type FieldProps, RequiredMark, useFieldDescription } from '../Field/index.ts';
import * as styles from './TextArea.css.ts';

export type TextAreaProps = Omit<ComponentProps<'textarea'>, 'children'> &
  Pick<FieldProps, 'label' | 'hint' | 'error' | 'requiredLabel'> & {
    /** Monospaced text, for markup such as HTML. */
    code?: boolean;
  };

/** Several lines of text, laid out like TextField: hint and error in aria-describedby from the first render. */
export const TextArea = ({
  label,
  hint,
  error,
  required = false,
  requiredLabel = '必須',
  code = false,
  rows = 6,
  id,
  className,
  'aria-describedby': describedBy,
  ...rest
}: TextAreaProps) => {
  const description = useFieldDescription({ id, hint, error, describedBy });
  return (
    <div className={className ? `${field.root} ${className}` : field.root}>
      <label htmlFor={description.id} className={field.label}>
        {label}
        <RequiredMark required={required}>{requiredLabel}</RequiredMark>
      </label>
      <FieldHint id={description.hintId}>{hint}</FieldHint>
      <textarea
        {...rest}
        id={description.id}
        rows={rows}
        required={required}
        aria-invalid={description.invalid || undefined}
        aria-describedby={description.describedBy}
        className={code ? `${styles.input} ${styles.code}` : styles.input}
      />
      {description.invalid ? <FieldError id={description.errorId}>{error}</FieldError> : null}
    </div>
  );
};
