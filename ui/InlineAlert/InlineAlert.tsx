import type { ReactNode } from 'react';
import { SeverityIcon, severities, severityLabels } from '../SeverityIcon/index.ts';
import { VisuallyHidden } from '../VisuallyHidden/index.ts';
import * as styles from './InlineAlert.css.ts';

export const inlineAlertSeverities = severities;
export type InlineAlertSeverity = (typeof inlineAlertSeverities)[number];

export type InlineAlertProps = {
  severity?: InlineAlertSeverity;
  title?: ReactNode;
  children?: ReactNode;
  /** A link or button that helps, such as 「パスワードを変更する」. */
  action?: ReactNode;
  /** Read before the message, since the colour and icon are not seen by everyone. */
  severityLabels?: Record<InlineAlertSeverity, string>;
};

/** A message that stays in the page: role="alert" for errors, role="status" for the rest. */
export const InlineAlert = ({
  severity = 'info',
  title,
  children,
  action,
  severityLabels: labels = severityLabels,
}: InlineAlertProps) => (
  <div
    role={severity === 'error' ? 'alert' : 'status'}
    className={`${styles.root} ${styles.tone[severity]}`}
    data-severity={severity}
  >
    <SeverityIcon severity={severity} />
    <div className={styles.body}>
      {title ? (
        <p className={styles.title}>
          <VisuallyHidden>{`${labels[severity]}: `}</VisuallyHidden>
          {title}
        </p>
      ) : (
        <VisuallyHidden>{`${labels[severity]}: `}</VisuallyHidden>
      )}
      {children ? <div className={styles.message}>{children}</div> : null}
      {action ? <div className={styles.action}>{action}</div> : null}
    </div>
  </div>
);
