import { useUnit } from 'effector-react';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router-dom';
import {
  $passwordErrors,
  $temporaryLogin,
  $updatePasswordPending,
  initialPasswordSubmitted,
  passwordFieldEdited,
  sessionPaths,
} from '../../model/session/index.ts';
import { AuthCard, Button, FormLayout, TextField } from '../../ui/index.ts';
import { StepExpired, useFocusFirstInvalid, useHeadingFocus } from '../shared/index.ts';
import * as styles from './page.css.ts';
import { updatePasswordText as text } from './text.ts';

/** `/login/update-password`: the server asked for a new password before sign-in goes on (spec §2.1, §4). */
export const UpdatePasswordPage = () => {
  const model = useUnit({
    login: $temporaryLogin,
    errors: $passwordErrors,
    pending: $updatePasswordPending,
    submit: initialPasswordSubmitted,
    edited: passwordFieldEdited,
  });
  const [newPassword, setNewPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const bodyRef = useHeadingFocus<HTMLDivElement>();
  const formRef = useFocusFirstInvalid<HTMLFormElement>(model.errors);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    model.submit({ newPassword, confirmation });
  };

  return (
    <AuthCard
      title={text.title}
      description={text.description}
      footer={<Link to={sessionPaths.login}>{text.back}</Link>}
    >
      <div ref={bodyRef} className={styles.body}>
        {model.login ? (
          <>
            <p className={styles.account}>
              {text.email}: {model.login.email}
            </p>
            <FormLayout
              ref={formRef}
              aria-label={text.form}
              noValidate
              onSubmit={submit}
              actions={
                <Button type="submit" loading={model.pending}>
                  {text.submit}
                </Button>
              }
            >
              {/* For password managers: which account the new password belongs to. */}
              <input type="hidden" name="username" autoComplete="username" value={model.login.email} />
              <TextField
                label={text.newPassword}
                type="password"
                name="new-password"
                autoComplete="new-password"
                required
                hint={text.newPasswordHint}
                value={newPassword}
                error={model.errors.newPassword}
                onChange={(event) => {
                  setNewPassword(event.target.value);
                  model.edited('newPassword');
                }}
              />
              <TextField
                label={text.confirmation}
                type="password"
                name="confirm-password"
                autoComplete="new-password"
                required
                value={confirmation}
                error={model.errors.confirmation}
                onChange={(event) => {
                  setConfirmation(event.target.value);
                  model.edited('confirmation');
                }}
              />
            </FormLayout>
          </>
        ) : (
          <StepExpired />
        )}
      </div>
    </AuthCard>
  );
};
