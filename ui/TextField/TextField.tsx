import type { ComponentProps } from 'react';
import * as field from '../Field/Field.css.ts';
import { FieldError, FieldHint, type FieldProps, RequiredMark, useFieldDescription } from '../Field/index.ts';
import * as styles from './TextField.css.ts';

export const textFieldTypes = ['text', 'email', 'password', 'tel', 'url', 'search', 'number'] as const;
export type TextFieldType = (typeof textFieldTypes)[number];

export type TextFieldProps = Omit<ComponentProps<'input'>, 'type' | 'children'> &
  Pick<FieldProps, 'label' | 'hint' | 'error' | 'requiredLabel'> & {
    type?: TextFieldType;
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
  const description = useFieldDescription({ id, hint, error, describedBy });

  return (
    <div className={className ? `${field.root} ${className}` : field.root}>
      <label htmlFor={description.id} className={field.label}>
        {label}
        <RequiredMark required={required}>{requiredLabel}</RequiredMark>
      </label>
      <FieldHint id={description.hintId}>{hint}</FieldHint>
      <input
        {...rest}
        id={description.id}
        type={type}
        required={required}
        aria-invalid={description.invalid || undefined}
        aria-describedby={description.describedBy}
        className={styles.input}
      />
      {description.invalid ? <FieldError id={description.errorId}>{error}</FieldError> : null}
    </div>
  );
};
