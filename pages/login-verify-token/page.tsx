import { useUnit } from 'effector-react';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router-dom';
import {
  $codeError,
  $temporaryLogin,
  $verifyPending,
  codeEdited,
  codeSubmitted,
  sessionPaths,
} from '../../model/session/index.ts';
import { AuthCard, Button, FormLayout, TextField } from '../../ui/index.ts';
import { StepExpired, useFocusFirstInvalid, useHeadingFocus } from '../shared/index.ts';
import * as styles from './page.css.ts';
import { verifyTokenText as text } from './text.ts';

/** `/login/verify-token`: an enrolled account enters its one-time code (spec §2.1, §4). */
export const VerifyTokenPage = () => {
  const model = useUnit({
    login: $temporaryLogin,
    error: $codeError,
    pending: $verifyPending,
    submit: codeSubmitted,
    edited: codeEdited,
  });
  const [code, setCode] = useState('');
  const bodyRef = useHeadingFocus<HTMLDivElement>();
  const formRef = useFocusFirstInvalid<HTMLFormElement>(model.error ? { code: model.error } : {});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    model.submit(code);
  };

  return (
    <AuthCard
      title={text.title}
      description={text.description}
      footer={
        <span className={styles.links}>
          <Link to={sessionPaths.guideOtp}>{text.guide}</Link>
          <Link to={sessionPaths.login}>{text.back}</Link>
        </span>
      }
    >
      <div ref={bodyRef} className={styles.body}>
        {model.login ? (
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
            <TextField
              label={text.code}
              name="one-time-code"
              autoComplete="one-time-code"
              inputMode="numeric"
              required
              hint={text.codeHint}
              value={code}
              error={model.error}
              onChange={(event) => {
                setCode(event.target.value);
                model.edited();
              }}
            />
          </FormLayout>
        ) : (
          <StepExpired />
        )}
      </div>
    </AuthCard>
  );
};
