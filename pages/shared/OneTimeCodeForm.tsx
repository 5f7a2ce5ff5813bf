import { useUnit } from 'effector-react';
import { useState } from 'react';
import { $codeError, $verifyPending, codeEdited, codeSubmitted } from '../../model/session/index.ts';
import { TextField } from '../../ui/index.ts';
import { SessionForm } from './SessionForm.tsx';
import { oneTimeCodeText as text } from './text.ts';

/** The one-time code of a sign-in, at enrolment and at every later sign-in (spec §4): one model, one form. */
export const OneTimeCodeForm = ({ label, submitLabel }: { label: string; submitLabel: string }) => {
  const model = useUnit({ error: $codeError, pending: $verifyPending, submit: codeSubmitted, edited: codeEdited });
  const [code, setCode] = useState('');

  return (
    <SessionForm
      label={label}
      submitLabel={submitLabel}
      pending={model.pending}
      errors={model.error ? { code: model.error } : {}}
      onSubmit={() => model.submit(code)}
    >
      <TextField
        label={text.code}
        name="one-time-code"
        autoComplete="one-time-code"
        inputMode="numeric"
        required
        hint={text.hint}
        value={code}
        error={model.error}
        onChange={(event) => {
          setCode(event.target.value);
          model.edited();
        }}
      />
    </SessionForm>
  );
};
