import type { ComponentProps } from 'react';
import * as styles from './SeverityIcon.css.ts';

export const severities = ['info', 'success', 'warning', 'error'] as const;
export type Severity = (typeof severities)[number];

/** Words shown beside the icon, so a severity is never told by colour alone. */
export const severityLabels: Record<Severity, string> = {
  info: '情報',
  success: '成功',
  warning: '警告',
  error: 'エラー',
};

export type SeverityIconProps = Omit<ComponentProps<'svg'>, 'children'> & {
  severity: Severity;
};

// Each severity has its own shape as well as its own colour.
const glyphs: Record<Severity, string> = {
  info: 'M12 11v6M12 7.5v.01',
  success: 'M7.5 12.5l3 3 6-6.5',
  warning: 'M12 9v4.5M12 17v.01',
  error: 'M9 9l6 6M15 9l-6 6',
};

/** A decorative severity mark; the severity's name is always given in text next to it. */
export const SeverityIcon = ({ severity, className, ...rest }: SeverityIconProps) => (
  <svg
    {...rest}
    viewBox="0 0 24 24"
    fill="none"
    aria-hidden="true"
    focusable="false"
    data-severity={severity}
    className={[styles.root, styles.tone[severity], className].filter(Boolean).join(' ')}
  >
    {severity === 'warning' ? (
      <path d="M12 3.5L21.5 20h-19z" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
    ) : (
      <circle cx="12" cy="12" r="9.5" stroke="currentColor" strokeWidth="2" />
    )}
    <path d={glyphs[severity]} stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);
