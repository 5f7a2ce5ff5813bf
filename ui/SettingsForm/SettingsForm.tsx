import type { FormEvent, ReactNode } from 'react';
import { Button } from '../Button/index.ts';
import { FormLayout } from '../FormLayout/index.ts';
import { InlineAlert } from '../InlineAlert/index.ts';
import { NumberStepper } from '../NumberStepper/index.ts';
import * as styles from './SettingsForm.css.ts';

export type SettingsFormWords = {
  /** The form's accessible name. */
  title: string;
  /** The field's label, with its unit: 「自動ログアウトまでの時間（分）」. */
  label: string;
  /** The bounds and what the setting does. */
  hint: string;
  submit: string;
  saveErrorTitle: string;
  readOnlyTitle: string;
  /** The value in words, 「1 時間 30 分」; nothing while the field is empty. */
  inWords: (minutes: number) => string;
};

export type SettingsFormProps = {
  minutes: number | null;
  onMinutesChange: (minutes: number | null) => void;
  min: number;
  max: number;
  /** The field's own check, in the page's words. */
  error?: string;
  /** The server's refusal (the input stays as typed). */
  saveError?: ReactNode;
  saving?: boolean;
  /** Why the settings cannot be changed here: shown instead of the save button, the field read-only. */
  readOnly?: ReactNode;
  onSubmit: () => void;
  words: SettingsFormWords;
};

/** The system's settings: the inactivity limit in minutes, saved with one button. */
export const SettingsForm = ({
  minutes,
  onMinutesChange,
  min,
  max,
  error,
  saveError,
  saving = false,
  readOnly,
  onSubmit,
  words,
}: SettingsFormProps) => {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!saving && !readOnly) onSubmit();
  };
  return (
    <FormLayout
      aria-label={words.title}
      onSubmit={submit}
      noValidate
      actions={
        readOnly ? undefined : (
          // Loading, not disabled: focus stays on the button while the save runs.
          <Button type="submit" loading={saving}>
            {words.submit}
          </Button>
        )
      }
    >
      {readOnly ? (
        <InlineAlert severity="info" title={words.readOnlyTitle}>
          {readOnly}
        </InlineAlert>
      ) : null}
      <NumberStepper
        className={styles.stepper}
        label={words.label}
        value={minutes}
        onValueChange={onMinutesChange}
        min={min}
        max={max}
        hint={words.hint}
        error={error}
        required={!readOnly}
        disabled={Boolean(readOnly)}
        name="signinAgeMinutes"
      />
      {minutes !== null && Number.isFinite(minutes) && minutes > 0 ? (
        <p className={styles.inWords} aria-live="polite">
          {words.inWords(minutes)}
        </p>
      ) : null}
      {saveError ? (
        <InlineAlert severity="error" title={words.saveErrorTitle}>
          {saveError}
        </InlineAlert>
      ) : null}
    </FormLayout>
  );
};
