import { RadioGroup } from '@ark-ui/react/radio-group';
import { useId } from 'react';
import * as styles from './ExportPanel.css.ts';

export type Choice<Value extends string> = { value: Value; label: string; hint: string; disabled?: boolean };

export type ChoiceGroupProps<Value extends string> = {
  legend: string;
  choices: readonly Choice<Value>[];
  value: Value;
  onValueChange: (value: Value) => void;
};

/** Radio buttons on Ark's radio group, each with a one-line hint read as its description. */
export const ChoiceGroup = <Value extends string>({
  legend,
  choices,
  value,
  onValueChange,
}: ChoiceGroupProps<Value>) => {
  const id = useId();
  return (
    <RadioGroup.Root
      className={styles.group}
      value={value}
      onValueChange={(details) => {
        const chosen = choices.find((choice) => choice.value === details.value);
        if (chosen) onValueChange(chosen.value);
      }}
    >
      <RadioGroup.Label className={styles.legend}>{legend}</RadioGroup.Label>
      {choices.map((choice) => (
        <div key={choice.value} className={styles.choice}>
          <RadioGroup.Item value={choice.value} disabled={choice.disabled ?? false} className={styles.item}>
            <RadioGroup.ItemControl className={styles.control} />
            <RadioGroup.ItemText className={styles.itemText}>{choice.label}</RadioGroup.ItemText>
            <RadioGroup.ItemHiddenInput aria-describedby={`${id}-${choice.value}`} />
          </RadioGroup.Item>
          <p id={`${id}-${choice.value}`} className={styles.hint} data-disabled={choice.disabled || undefined}>
            {choice.hint}
          </p>
        </div>
      ))}
    </RadioGroup.Root>
  );
};
