import { useUnit } from 'effector-react';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router-dom';
import { $msalError, $msalPending, msalSettingsFromBuild, msalSignInRequested } from '../../model/session/index.ts';
import { Button, TextField } from '../../ui/index.ts';
import * as styles from './page.css.ts';
import { loginText as text } from './text.ts';

export interface LoginPageProps {
  onSubmit?: (credentials: { email: string; password: string }) => void;
  pending?: boolean;
}

export const LoginPage = ({ onSubmit, pending = false }: LoginPageProps) => {
  const [msalError, msalPending, requestMsal] = useUnit([$msalError, $msalPending, msalSignInRequested]);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit?.({ email, password });
  };
  return (
    <main className={styles.root}>
      <div className={styles.card}>
        <h1 className={styles.title}>{text.title}</h1>
        <form className={styles.form} onSubmit={submit} aria-label={text.heading}>
          <TextField
            label={text.email}
            type="email"
            autoComplete="username"
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
          <TextField
            label={text.password}
            type="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
          <Button type="submit" loading={pending}>
            {text.submit}
          </Button>
        </form>
        <Button
          variant="secondary"
          loading={msalPending}
          onClick={() => requestMsal(msalSettingsFromBuild(window.location.origin))}
        >
          {text.msal}
        </Button>
        {msalError ? <p role="alert">{msalError}</p> : null}
        <Link to="/login/guide-otp">{text.guide}</Link>
      </div>
    </main>
  );
};
