import { NumberInput } from '@ark-ui/react/number-input';
import { type ReactNode, useId } from 'react';
import * as styles from './NumberStepper.css.ts';

export type NumberStepperProps = {
  label: ReactNode;
  /** Controlled value; null while the field is empty. Leave out (with `defaultValue`) to let it keep its own. */
  value?: number | null;
  defaultValue?: number | null;
  onValueChange?: (value: number | null) => void;
  min?: number;
  max?: number;
  step?: number;
  /** Help under the field, such as what the chosen permission level allows. */
  hint?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  requiredLabel?: string;
  disabled?: boolean;
  name?: string;
  id?: string;
  incrementLabel?: string;
  decrementLabel?: string;
  className?: string;
};

const toText = (value: number | null | undefined) =>
  value === undefined ? undefined : value === null || Number.isNaN(value) ? '' : String(value);

/** A whole number typed or stepped with 「増やす」「減らす」, kept within min and max. */
export const NumberStepper = ({
  label,
  value,
  defaultValue,
  onValueChange,
  min,
  max,
  step = 1,
  hint,
  error,
  required = false,
  requiredLabel = '必須',
  disabled = false,
  name,
  id,
  incrementLabel = '増やす',
  decrementLabel = '減らす',
  className,
}: NumberStepperProps) => {
  const generatedId = useId();
  const baseId = id ?? generatedId;
  const hintId = `${baseId}-hint`;
  const errorId = `${baseId}-error`;
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  const describedBy = [hint ? hintId : null, hasError ? errorId : null].filter(Boolean).join(' ') || undefined;

  return (
    <NumberInput.Root
      id={baseId}
      className={className ? `${styles.root} ${className}` : styles.root}
      value={toText(value)}
      defaultValue={toText(defaultValue)}
      onValueChange={(details) => onValueChange?.(Number.isNaN(details.valueAsNumber) ? null : details.valueAsNumber)}
      min={min}
      max={max}
      step={step}
      invalid={hasError}
      required={required}
      disabled={disabled}
      name={name}
      locale="ja-JP"
      // Plain digits: permission levels and counts read oddly with thousands separators.
      formatOptions={{ useGrouping: false, maximumFractionDigits: 0 }}
      inputMode="numeric"
      translations={{ incrementLabel, decrementLabel }}
    >
      <NumberInput.Label className={styles.label}>
        {label}
        {/* Hidden from screen readers: the input's own required state is announced instead. */}
        {required ? (
          <span className={styles.requiredMark} aria-hidden="true">
            {requiredLabel}
          </span>
        ) : null}
      </NumberInput.Label>
      <NumberInput.Control className={styles.control}>
        <NumberInput.DecrementTrigger className={styles.trigger}>
          <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M6 12h12" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </NumberInput.DecrementTrigger>
        <NumberInput.Input className={styles.input} aria-describedby={describedBy} />
        <NumberInput.IncrementTrigger className={styles.trigger}>
          <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M6 12h12M12 6v12" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </NumberInput.IncrementTrigger>
      </NumberInput.Control>
      {hint ? (
        <p id={hintId} className={styles.hint} aria-live="polite">
          {hint}
        </p>
      ) : null}
      {hasError ? (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </NumberInput.Root>
  );
};
