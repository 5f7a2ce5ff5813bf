import { NumberInput } from '@ark-ui/react/number-input';
import * as field from '../Field/Field.css.ts';
import { FieldError, FieldHint, type FieldProps, RequiredMark, useFieldDescription } from '../Field/index.ts';
import * as styles from './NumberStepper.css.ts';

export type NumberStepperProps = FieldProps & {
  /** Controlled value; null while the field is empty. Leave out (with `defaultValue`) to let it keep its own. */
  value?: number | null;
  defaultValue?: number | null;
  onValueChange?: (value: number | null) => void;
  min?: number;
  max?: number;
  step?: number;
  incrementLabel?: string;
  decrementLabel?: string;
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
  const description = useFieldDescription({ id, hint, error });

  return (
    <NumberInput.Root
      id={description.id}
      className={className ? `${styles.root} ${className}` : styles.root}
      value={toText(value)}
      defaultValue={toText(defaultValue)}
      onValueChange={(details) => onValueChange?.(Number.isNaN(details.valueAsNumber) ? null : details.valueAsNumber)}
      min={min}
      max={max}
      step={step}
      invalid={description.invalid}
      required={required}
      disabled={disabled}
      name={name}
      locale="ja-JP"
      // Plain digits: permission levels and counts read oddly with thousands separators.
      formatOptions={{ useGrouping: false, maximumFractionDigits: 0 }}
      inputMode="numeric"
      translations={{ incrementLabel, decrementLabel }}
    >
      <NumberInput.Label className={field.label}>
        {label}
        <RequiredMark required={required}>{requiredLabel}</RequiredMark>
      </NumberInput.Label>
      <NumberInput.Control className={styles.control}>
        <NumberInput.DecrementTrigger className={styles.trigger}>
          <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M6 12h12" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </NumberInput.DecrementTrigger>
        <NumberInput.Input className={styles.input} aria-describedby={description.describedBy} />
        <NumberInput.IncrementTrigger className={styles.trigger}>
          <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M6 12h12M12 6v12" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </NumberInput.IncrementTrigger>
      </NumberInput.Control>
      {/* Live: the hint may follow the value (what the chosen permission level allows). */}
      <FieldHint id={description.hintId} live>
        {hint}
      </FieldHint>
      {description.invalid ? <FieldError id={description.errorId}>{error}</FieldError> : null}
    </NumberInput.Root>
  );
};
