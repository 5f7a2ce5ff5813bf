import { useUnit } from 'effector-react';
import { Link } from 'react-router-dom';
import {
  $loginErrors,
  $loginForm,
  $loginPending,
  $msalAvailable,
  $msalError,
  $msalPending,
  loginFieldEdited,
  loginSubmitted,
  msalSignInRequested,
  sessionPaths,
} from '../../model/session/index.ts';
import { AuthCard, Button, InlineAlert, TextField } from '../../ui/index.ts';
import { SessionForm } from '../shared/sessionForms.ts';
import * as styles from './page.css.ts';
import { loginText as text } from './text.ts';

/** `/`: e-mail and password, and the organisation's identity provider (spec §2.1). */
export const LoginPage = () => {
  const model = useUnit({
    errors: $loginErrors,
    form: $loginForm,
    pending: $loginPending,
    submit: loginSubmitted,
    edited: loginFieldEdited,
    msalAvailable: $msalAvailable,
    msalPending: $msalPending,
    msalError: $msalError,
    msal: msalSignInRequested,
  });
  const { email, password } = model.form;

  return (
    <AuthCard
      title={text.title}
      description={text.description}
      footer={<Link to={sessionPaths.guideOtp}>{text.guide}</Link>}
    >
      <SessionForm
        label={text.form}
        submitLabel={text.submit}
        pending={model.pending}
        errors={model.errors}
        onSubmit={() => model.submit({ email, password })}
      >
        <TextField
          label={text.email}
          type="email"
          name="email"
          autoComplete="username"
          required
          value={email}
          error={model.errors.email}
          onChange={(event) => model.edited({ field: 'email', value: event.target.value })}
        />
        <TextField
          label={text.password}
          type="password"
          name="password"
          autoComplete="current-password"
          required
          value={password}
          error={model.errors.password}
          onChange={(event) => model.edited({ field: 'password', value: event.target.value })}
        />
      </SessionForm>
      {model.msalAvailable ? (
        <section className={styles.alternative} aria-label={text.or}>
          <p className={styles.hint}>{text.msalHint}</p>
          <Button variant="secondary" loading={model.msalPending} onClick={() => model.msal()}>
            {text.msal}
          </Button>
        </section>
      ) : null}
      {model.msalError ? <InlineAlert severity="error">{model.msalError}</InlineAlert> : null}
    </AuthCard>
  );
};
