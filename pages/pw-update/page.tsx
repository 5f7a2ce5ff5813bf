import { useUnit } from 'effector-react';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router-dom';
import {
  $canChangePassword,
  $changePasswordPending,
  $passwordErrors,
  $tokenInfo,
  passwordChangeSubmitted,
  passwordFieldEdited,
  sessionPaths,
} from '../../model/session/index.ts';
import { Button, FormLayout, InlineAlert, PageHeader, TextField } from '../../ui/index.ts';
import { useFocusFirstInvalid } from '../shared/index.ts';
import * as styles from './page.css.ts';
import { pwUpdateText as text } from './text.ts';

/** `/pw-update`: a signed-in Default account changes its password (spec §2.2, linked from §8's message). */
export const PasswordChangePage = () => {
  const model = useUnit({
    tokenInfo: $tokenInfo,
    allowed: $canChangePassword,
    errors: $passwordErrors,
    pending: $changePasswordPending,
    submit: passwordChangeSubmitted,
    edited: passwordFieldEdited,
  });
  const [password, setPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const formRef = useFocusFirstInvalid<HTMLFormElement>(model.errors);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    model.submit({ password, newPassword, confirmation });
  };

  return (
    <div className={styles.root}>
      <PageHeader title={text.title} description={text.description} />
      {model.allowed ? (
        <FormLayout
          ref={formRef}
          aria-label={text.form}
          noValidate
          onSubmit={submit}
          // Never kept as a draft: every field here is a secret.
          data-draft="off"
          actions={
            <>
              <Button type="submit" loading={model.pending}>
                {text.submit}
              </Button>
              <Link to={sessionPaths.overview}>{text.cancel}</Link>
            </>
          }
        >
          <input type="hidden" name="username" autoComplete="username" value={model.tokenInfo?.email ?? ''} />
          <TextField
            label={text.password}
            type="password"
            name="current-password"
            autoComplete="current-password"
            required
            value={password}
            error={model.errors.password}
            onChange={(event) => {
              setPassword(event.target.value);
              model.edited('password');
            }}
          />
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
      ) : (
        <InlineAlert severity="info">{text.notForThisAccount}</InlineAlert>
      )}
    </div>
  );
};
