import { useUnit } from 'effector-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import {
  $canChangePassword,
  $changePasswordPending,
  $passwordErrors,
  $tokenInfo,
  type PasswordField,
  passwordChangeSubmitted,
  passwordFieldEdited,
  sessionPaths,
} from '../../model/session/index.ts';
import { InlineAlert, PageHeader, TextField } from '../../ui/index.ts';
import { NewPasswordFields, SessionForm } from '../shared/index.ts';
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
  const [fields, setFields] = useState({ password: '', newPassword: '', confirmation: '' });
  const edit = (field: PasswordField, value: string) => {
    setFields((current) => ({ ...current, [field]: value }));
    model.edited(field);
  };

  return (
    <div className={styles.root}>
      <PageHeader title={text.title} description={text.description} />
      {model.allowed ? (
        <SessionForm
          label={text.form}
          submitLabel={text.submit}
          pending={model.pending}
          errors={model.errors}
          onSubmit={() => model.submit(fields)}
          // Never kept as a draft: every field here is a secret.
          data-draft="off"
          moreActions={<Link to={sessionPaths.overview}>{text.cancel}</Link>}
        >
          <input type="hidden" name="username" autoComplete="username" value={model.tokenInfo?.email ?? ''} />
          <TextField
            label={text.password}
            type="password"
            name="current-password"
            autoComplete="current-password"
            required
            value={fields.password}
            error={model.errors.password}
            onChange={(event) => edit('password', event.target.value)}
          />
          <NewPasswordFields values={fields} errors={model.errors} onChange={edit} />
        </SessionForm>
      ) : (
        <InlineAlert severity="info">{text.notForThisAccount}</InlineAlert>
      )}
    </div>
  );
};
