import { useUnit } from 'effector-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import {
  $passwordErrors,
  $temporaryLogin,
  $updatePasswordPending,
  initialPasswordSubmitted,
  passwordFieldEdited,
  sessionPaths,
} from '../../model/session/index.ts';
import { AuthCard } from '../../ui/index.ts';
import {
  type NewPassword,
  NewPasswordFields,
  SessionForm,
  StepExpired,
  useHeadingFocus,
} from '../shared/sessionForms.ts';
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
  const [fields, setFields] = useState<NewPassword>({ newPassword: '', confirmation: '' });
  const bodyRef = useHeadingFocus<HTMLDivElement>();

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
            <SessionForm
              label={text.form}
              submitLabel={text.submit}
              pending={model.pending}
              errors={model.errors}
              onSubmit={() => model.submit(fields)}
            >
              {/* For password managers: which account the new password belongs to. */}
              <input type="hidden" name="username" autoComplete="username" value={model.login.email} />
              <NewPasswordFields
                values={fields}
                errors={model.errors}
                onChange={(field, value) => {
                  setFields((current) => ({ ...current, [field]: value }));
                  model.edited(field);
                }}
              />
            </SessionForm>
          </>
        ) : (
          <StepExpired />
        )}
      </div>
    </AuthCard>
  );
};
