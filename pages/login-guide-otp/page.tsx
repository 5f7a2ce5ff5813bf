import { useUnit } from 'effector-react';
import { Link } from 'react-router-dom';
import { $signInStep, sessionPaths, stepPaths } from '../../model/session/index.ts';
import { AuthCard } from '../../ui/index.ts';
import { useHeadingFocus } from '../shared/sessionForms.ts';
import * as styles from './page.css.ts';
import { guideOtpText as text } from './text.ts';

/** `/login/guide-otp`: how to install and use an authenticator app (spec §2.1). */
export const GuideOtpPage = () => {
  const step = useUnit($signInStep);
  const bodyRef = useHeadingFocus<HTMLDivElement>();
  // Opened in the middle of a sign-in (from the enrolment or code screen): the way back is to that step.
  const back = step ? (
    <Link to={stepPaths[step]}>{text.backToStep}</Link>
  ) : (
    <Link to={sessionPaths.login}>{text.backToLogin}</Link>
  );

  return (
    <AuthCard title={text.title} description={text.description} footer={back}>
      <div ref={bodyRef} className={styles.body}>
        <section className={styles.section} aria-labelledby="guide-install">
          <h2 id="guide-install" className={styles.heading}>
            {text.installHeading}
          </h2>
          <p className={styles.paragraph}>{text.installBody}</p>
          <ul className={styles.list} lang="en">
            {text.apps.map((app) => (
              <li key={app}>{app}</li>
            ))}
          </ul>
          <p className={styles.note}>{text.appsNote}</p>
        </section>
        <section className={styles.section} aria-labelledby="guide-enrol">
          <h2 id="guide-enrol" className={styles.heading}>
            {text.enrolHeading}
          </h2>
          <ol className={styles.list}>
            {text.enrolSteps.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ol>
        </section>
        <section className={styles.section} aria-labelledby="guide-use">
          <h2 id="guide-use" className={styles.heading}>
            {text.useHeading}
          </h2>
          <p className={styles.paragraph}>{text.useBody}</p>
        </section>
        <section className={styles.section} aria-labelledby="guide-trouble">
          <h2 id="guide-trouble" className={styles.heading}>
            {text.troubleHeading}
          </h2>
          <ul className={styles.list}>
            {text.trouble.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </section>
      </div>
    </AuthCard>
  );
};
