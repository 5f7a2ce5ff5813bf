import { useUnit } from 'effector-react';
import { Link } from 'react-router-dom';
import { $temporaryLogin, sessionPaths } from '../../model/session/index.ts';
import { AuthCard } from '../../ui/index.ts';
import { OneTimeCodeForm, StepExpired, useHeadingFocus } from '../shared/sessionForms.ts';
import * as styles from './page.css.ts';
import { QrCode } from './QrCode.tsx';
import { verifyOtpText as text } from './text.ts';

/** Base32 in groups of four, as authenticator apps print it: easier to copy by hand. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

/** `/login/verify-otp`: first sign-in, the account enrols an authenticator app (spec §2.1, §4). */
export const VerifyOtpPage = () => {
  const login = useUnit($temporaryLogin);
  const bodyRef = useHeadingFocus<HTMLDivElement>();
  const enrolment = login?.otpauthUrl && login.otpSecret ? login : null;

  return (
    <AuthCard
      title={text.title}
      description={text.description}
      footer={<Link to={sessionPaths.login}>{text.back}</Link>}
    >
      <div ref={bodyRef} className={styles.body}>
        {enrolment ? (
          <ol className={styles.steps}>
            <li className={styles.step}>
              <p className={styles.paragraph}>{text.step1}</p>
              <Link to={sessionPaths.guideOtp}>{text.guide}</Link>
            </li>
            <li className={styles.step}>
              <p className={styles.paragraph}>{text.step2}</p>
              <QrCode
                value={enrolment.otpauthUrl as string}
                label={text.qrLabel(enrolment.email)}
                failedText={text.qrFailed}
                className={styles.qr}
              />
              <p className={styles.paragraph}>{text.manual}</p>
              <dl className={styles.manual}>
                <dt className={styles.term}>{text.account}</dt>
                <dd className={styles.value}>{enrolment.email}</dd>
                <dt className={styles.term}>{text.key}</dt>
                <dd className={styles.value}>
                  <code className={styles.key} data-otp-secret="">
                    {grouped(enrolment.otpSecret as string)}
                  </code>
                </dd>
                <dt className={styles.term}>{text.keyType}</dt>
                <dd className={styles.value}>{text.timeBased}</dd>
              </dl>
            </li>
            <li className={styles.step}>
              <p className={styles.paragraph}>{text.step3}</p>
              <OneTimeCodeForm label={text.form} submitLabel={text.submit} />
            </li>
          </ol>
        ) : (
          <StepExpired />
        )}
      </div>
    </AuthCard>
  );
};
