import type { PasswordErrors } from '../../model/session/index.ts';
import { TextField } from '../../ui/index.ts';
import { newPasswordText as text } from './text.ts';

export interface NewPassword {
  newPassword: string;
  confirmation: string;
}

export interface NewPasswordFieldsProps {
  values: NewPassword;
  errors: PasswordErrors;
  onChange: (field: keyof NewPassword, value: string) => void;
}

/** A new password and its confirmation: the same rules at the first sign-in's change and at /pw-update. */
export const NewPasswordFields = ({ values, errors, onChange }: NewPasswordFieldsProps) => (
  <>
    <TextField
      label={text.newPassword}
      type="password"
      name="new-password"
      autoComplete="new-password"
      required
      hint={text.hint}
      value={values.newPassword}
      error={errors.newPassword}
      onChange={(event) => onChange('newPassword', event.target.value)}
    />
    <TextField
      label={text.confirmation}
      type="password"
      name="confirm-password"
      autoComplete="new-password"
      required
      value={values.confirmation}
      error={errors.confirmation}
      onChange={(event) => onChange('confirmation', event.target.value)}
    />
  </>
);
