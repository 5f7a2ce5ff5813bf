import { OneTimeSecret } from '../../ui/index.ts';
import { groupPagesText as text } from './text.ts';

/** A temporary password the server answered once: it stays until the dialog is closed by its close button. */
export const TemporaryPassword = ({ password, after }: { password: string; after: 'created' | 'reset' }) => (
  <OneTimeSecret label={text.secret.label} value={password} warningTitle={text.secret.once}>
    <p>{text.secret.copy}</p>
    <p>{after === 'created' ? text.secret.firstSignIn : text.secret.nextSignIn}</p>
  </OneTimeSecret>
);
