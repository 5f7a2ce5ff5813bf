import { type ReactNode, useId, useRef, useState } from 'react';
import { Button } from '../Button/index.ts';
import { InlineAlert } from '../InlineAlert/index.ts';
import * as styles from './OneTimeSecret.css.ts';

export type OneTimeSecretProps = {
  /** What the secret is, such as 「仮パスワード」. */
  label: ReactNode;
  /** The secret itself, shown once. */
  value: string;
  /** Title of the warning under the secret, such as 「この画面を閉じると二度と表示されません」. */
  warningTitle?: ReactNode;
  /** The warning's text: what to do with the secret. Shown with `warningTitle` as a warning. */
  children?: ReactNode;
  copyLabel?: string;
  /** Announced after the secret was put on the clipboard. */
  copiedMessage?: string;
  /** Announced when the clipboard refused: the secret is selected instead, for the user to copy. */
  copyFailedMessage?: string;
};

type CopyStatus = 'idle' | 'copied' | 'failed';

/**
 * A secret the server answered once (a temporary password, a recovery code): shown large in a
 * monospace box, with a copy button, until the surrounding dialog is closed on purpose.
 */
export const OneTimeSecret = ({
  label,
  value,
  warningTitle,
  children,
  copyLabel = 'コピー',
  copiedMessage = 'コピーしました',
  copyFailedMessage = 'コピーできませんでした。選択された文字列をキーボードでコピーしてください。',
}: OneTimeSecretProps) => {
  const labelId = useId();
  const valueRef = useRef<HTMLElement>(null);
  const [status, setStatus] = useState<{ for: string; status: CopyStatus }>({ for: value, status: 'idle' });
  // A new secret starts without the previous one's message.
  const shown = status.for === value ? status.status : 'idle';

  const selectValue = () => {
    const element = valueRef.current;
    const selection = element?.ownerDocument.getSelection();
    if (!element || !selection) return;
    const range = element.ownerDocument.createRange();
    range.selectNodeContents(element);
    selection.removeAllRanges();
    selection.addRange(range);
  };

  const copy = async () => {
    try {
      // Missing outside a secure context; writeText rejects when the page may not use the clipboard.
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(value);
      setStatus({ for: value, status: 'copied' });
    } catch {
      selectValue();
      setStatus({ for: value, status: 'failed' });
    }
  };

  return (
    <div className={styles.root}>
      <dl className={styles.list}>
        <dt id={labelId} className={styles.label}>
          {label}
        </dt>
        <dd className={styles.row}>
          <span ref={valueRef} className={styles.value} data-part="secret">
            {value}
          </span>
          <Button variant="secondary" size="small" aria-describedby={labelId} onClick={copy}>
            {copyLabel}
          </Button>
        </dd>
      </dl>
      <p role="status" className={styles.status} data-status={shown}>
        {shown === 'copied' ? copiedMessage : shown === 'failed' ? copyFailedMessage : ''}
      </p>
      {warningTitle || children ? (
        <InlineAlert severity="warning" title={warningTitle}>
          {children}
        </InlineAlert>
      ) : null}
    </div>
  );
};
