import type { ComponentProps, MouseEvent } from 'react';
import { Spinner } from '../Spinner/index.ts';
import * as styles from './Button.css.ts';

export const buttonVariants = ['primary', 'secondary', 'tertiary', 'danger'] as const;
export type ButtonVariant = (typeof buttonVariants)[number];

export const buttonSizes = ['small', 'medium', 'large'] as const;
export type ButtonSize = (typeof buttonSizes)[number];

export type ButtonProps = ComponentProps<'button'> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner and refuses clicks until the work it started is done. */
  loading?: boolean;
};

const swallow = (event: MouseEvent<HTMLButtonElement>) => event.preventDefault();

export const Button = ({
  variant = 'primary',
  size = 'medium',
  loading = false,
  disabled = false,
  type = 'button',
  className,
  onClick,
  children,
  ...rest
}: ButtonProps) => (
  <button
    {...rest}
    // A loading button stays focusable (aria-disabled, not disabled) so keyboard focus is not thrown
    // back to the page start while the request it sent is running.
    type={type}
    disabled={disabled}
    aria-disabled={loading || undefined}
    aria-busy={loading || undefined}
    onClick={loading ? swallow : onClick}
    className={[styles.root, styles.variant[variant], styles.size[size], styles.disabled, className]
      .filter(Boolean)
      .join(' ')}
  >
    {loading ? <Spinner size="small" decorative /> : null}
    {children}
  </button>
);
