import { useUnit } from 'effector-react';
import { Link } from 'react-router-dom';
import { $temporaryLogin, sessionPaths } from '../../model/session/index.ts';
import { AuthCard } from '../../ui/index.ts';
import { OneTimeCodeForm, StepExpired, useHeadingFocus } from '../shared/sessionForms.ts';
import * as styles from './page.css.ts';
import { verifyTokenText as text } from './text.ts';

/** `/login/verify-token`: an enrolled account enters its one-time code (spec §2.1, §4). */
export const VerifyTokenPage = () => {
  const login = useUnit($temporaryLogin);
  const bodyRef = useHeadingFocus<HTMLDivElement>();

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
        {login ? <OneTimeCodeForm label={text.form} submitLabel={text.submit} /> : <StepExpired />}
      </div>
    </AuthCard>
  );
};
