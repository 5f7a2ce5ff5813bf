import type { ReactNode } from 'react';
import { Button } from '../Button/index.ts';
import * as styles from './Header.css.ts';

export type HeaderProps = {
  /** The agency's name for its console, from the environment settings. */
  title: string;
  groupName?: string;
  userName: string;
  email: string;
  /** The NoticeBell. */
  bell?: ReactNode;
  /** Presence of other users on the same screen. */
  presence?: ReactNode;
  /** The real-time channel's state (ConnectionStatus). */
  connection?: ReactNode;
  /** Spec §1: only accounts of type Default change their password here. */
  showPasswordChange?: boolean;
  onPasswordChange?: () => void;
  onSignOut: () => void;
  passwordChangeLabel?: string;
  signOutLabel?: string;
};

/** The toolbar's content for AppFrame: title, who is signed in, the bell and the account actions. */
export const Header = ({
  title,
  groupName,
  userName,
  email,
  bell,
  presence,
  connection,
  showPasswordChange = false,
  onPasswordChange,
  onSignOut,
  passwordChangeLabel = 'パスワード変更',
  signOutLabel = 'ログアウト',
}: HeaderProps) => (
  <div className={styles.root}>
    {/* Long values are cut to fit the 50px bar; the title attribute still shows them in full. */}
    <p className={styles.title} title={title}>
      {title}
    </p>
    <div className={styles.end}>
      {connection}
      {presence}
      <p className={styles.account}>
        {groupName ? (
          <span className={`${styles.text} ${styles.group}`} title={groupName}>
            {groupName}
          </span>
        ) : null}
        <span className={`${styles.text} ${styles.name}`} title={userName}>
          {userName}
        </span>
        <span className={`${styles.text} ${styles.email}`} title={email}>
          {email}
        </span>
      </p>
      {bell}
      {showPasswordChange ? (
        <Button variant="tertiary" size="small" className={styles.action} onClick={onPasswordChange}>
          {passwordChangeLabel}
        </Button>
      ) : null}
      <Button variant="secondary" size="small" className={styles.action} onClick={onSignOut}>
        {signOutLabel}
      </Button>
    </div>
  </div>
);
