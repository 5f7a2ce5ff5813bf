import type { ComponentProps, ReactNode } from 'react';
import * as styles from './FormLayout.css.ts';

export type FormLayoutProps = ComponentProps<'form'> & {
  /** Buttons under the fields, the main one first. */
  actions?: ReactNode;
};

/** A form: its fields one under another, then a row of actions. */
export const FormLayout = ({ actions, children, className, ...rest }: FormLayoutProps) => (
  <form {...rest} className={className ? `${styles.root} ${className}` : styles.root}>
    <div className={styles.fields}>{children}</div>
    {actions ? <div className={styles.actions}>{actions}</div> : null}
  </form>
);
