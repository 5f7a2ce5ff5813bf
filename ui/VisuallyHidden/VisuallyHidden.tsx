import type { ComponentProps } from 'react';
import * as styles from './VisuallyHidden.css.ts';

export type VisuallyHiddenProps = ComponentProps<'span'>;

/** Text for screen readers only, such as the name of an icon or a status. */
export const VisuallyHidden = ({ className, ...rest }: VisuallyHiddenProps) => (
  <span {...rest} className={className ? `${styles.root} ${className}` : styles.root} />
);
