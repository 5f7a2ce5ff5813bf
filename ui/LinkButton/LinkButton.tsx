import { ark } from '@ark-ui/react/factory';
import type { ComponentProps } from 'react';
import * as buttonStyles from '../Button/Button.css.ts';
import type { ButtonSize, ButtonVariant } from '../Button/index.ts';

export type LinkButtonProps = ComponentProps<'a'> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /**
   * Draw the only child (a router's link, such as `<Link to="…">追加する</Link>`) as the button instead of
   * rendering an `<a>`: ui knows no router, so the page brings its own link and this brings the look.
   */
  asChild?: boolean;
};

/**
 * A link that looks exactly like Button (the Digital Agency's link button), for actions that go to
 * another page or open a dialog route. It stays a link: it has no disabled or loading state.
 */
export const LinkButton = ({ variant = 'primary', size = 'medium', className, ...rest }: LinkButtonProps) => (
  <ark.a
    {...rest}
    className={[buttonStyles.root, buttonStyles.variant[variant], buttonStyles.size[size], className]
      .filter(Boolean)
      .join(' ')}
  />
);
