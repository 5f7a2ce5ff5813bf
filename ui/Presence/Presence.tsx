import { VisuallyHidden } from '../VisuallyHidden/index.ts';
import * as styles from './Presence.css.ts';

export type PresenceUser = { id: string | number; name: string };

export type PresenceProps = {
  /** Other users on the same screen; the signed-in user is left out by the page. */
  users: readonly PresenceUser[];
  /** Read before the names: 「この画面を見ている人: 佐藤, 鈴木」. */
  label?: string;
  /** Avatars drawn before the rest are folded into 「+N」. */
  max?: number;
};

const tones = ['blue', 'green', 'yellow', 'red'] as const;

// From the id, so a user keeps their colour as others come and go.
const toneOf = (id: PresenceUser['id']) => {
  let hash = 0;
  for (const char of String(id)) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) % 997;
  return tones[hash % tones.length] ?? 'blue';
};

const initialOf = (name: string) => Array.from(name.trim())[0] ?? '?';

/** Initials of the other users looking at the same screen, with their names in text for screen readers. */
export const Presence = ({ users, label = 'この画面を見ている人', max = 3 }: PresenceProps) => {
  if (users.length === 0) return null;
  const shown = users.slice(0, max);
  const folded = users.slice(max);
  return (
    <div className={styles.root}>
      <VisuallyHidden>{`${label}: ${users.map((user) => user.name).join(', ')}`}</VisuallyHidden>
      {/* Drawn only: the sentence above says the same; title gives the name to a pointer. */}
      <div className={styles.stack} aria-hidden="true">
        {shown.map((user) => (
          <span key={user.id} className={`${styles.avatar} ${styles.tone[toneOf(user.id)]}`} title={user.name}>
            {initialOf(user.name)}
          </span>
        ))}
        {folded.length > 0 ? (
          <span
            className={`${styles.avatar} ${styles.more}`}
            title={folded.map((user) => user.name).join(', ')}
          >{`+${folded.length}`}</span>
        ) : null}
      </div>
    </div>
  );
};
