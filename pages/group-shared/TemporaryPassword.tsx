import { InlineAlert } from '../../ui/index.ts';
import * as styles from './styles.css.ts';
import { groupPagesText as text } from './text.ts';

/**
 * A temporary password the server answered once. It lives only in the dialog's model until the dialog
 * closes, so this is the one time it is shown.
 */
export const TemporaryPassword = ({ password, after }: { password: string; after: 'created' | 'reset' }) => (
  <>
    <dl className={styles.secretList}>
      <dt className={styles.secretLabel}>{text.secret.label}</dt>
      <dd className={styles.secret} data-testid="temporary-password">
        {password}
      </dd>
    </dl>
    <InlineAlert severity="warning" title={text.secret.once}>
      <p>{text.secret.copy}</p>
      <p>{after === 'created' ? text.secret.firstSignIn : text.secret.nextSignIn}</p>
    </InlineAlert>
  </>
);
