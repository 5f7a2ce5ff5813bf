import { type ReactNode, useId } from 'react';
import * as styles from './Field.css.ts';

/** What every field takes besides its value. */
export type FieldProps = {
  label: ReactNode;
  /** Help shown with the field, linked to its control with aria-describedby. */
  hint?: ReactNode;
  /** When given, the field is marked invalid and this text is linked to it. */
  error?: ReactNode;
  required?: boolean;
  /** Visible text of the required badge. */
  requiredLabel?: string;
  disabled?: boolean;
  /** For form submission. */
  name?: string;
  id?: string;
  className?: string;
};

/** A field's ids, and its description: the hint and the error, both in aria-describedby from the first render. */
export const useFieldDescription = ({
  id,
  hint,
  error,
  describedBy,
}: {
  id?: string;
  hint?: ReactNode;
  error?: ReactNode;
  /** Ids the caller links already. */
  describedBy?: string;
}) => {
  const generatedId = useId();
  const fieldId = id ?? generatedId;
  const hintId = `${fieldId}-hint`;
  const errorId = `${fieldId}-error`;
  const invalid = error !== undefined && error !== null && error !== false && error !== '';
  const ids = [describedBy, hint ? hintId : null, invalid ? errorId : null].filter(Boolean).join(' ');
  return { id: fieldId, hintId, errorId, invalid, describedBy: ids || undefined };
};

/** The visible 「必須」 badge, hidden from screen readers: the control's own required state is announced. */
export const RequiredMark = ({ required, children }: { required: boolean; children: ReactNode }) =>
  required ? (
    <span className={styles.requiredMark} aria-hidden="true">
      {children}
    </span>
  ) : null;

export const FieldHint = ({ id, live = false, children }: { id: string; live?: boolean; children: ReactNode }) =>
  children ? (
    <p id={id} className={styles.hint} aria-live={live ? 'polite' : undefined}>
      {children}
    </p>
  ) : null;

/** Announced as it appears. */
export const FieldError = ({ id, children }: { id: string; children: ReactNode }) => (
  <p id={id} className={styles.error} role="alert">
    {children}
  </p>
);
