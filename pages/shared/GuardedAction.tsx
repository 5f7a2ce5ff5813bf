import { type ReactNode, useId } from 'react';
import { Button, type ButtonVariant } from '../../ui/index.ts';
import * as layout from './layout.css.ts';

/**
 * An action the server may refuse (model rules answer the reason): offered as a button, or shown disabled
 * with the reason under it and read with it, so nothing is offered that would be refused.
 */
export const GuardedAction = ({
  children,
  blocked,
  onClick,
  variant = 'primary',
}: {
  children: ReactNode;
  /** Why it is not offered, or null. */
  blocked: string | null;
  onClick: () => void;
  variant?: ButtonVariant;
}) => {
  const reasonId = useId();
  return (
    <div className={layout.blockedAction}>
      <Button
        variant={variant}
        disabled={blocked !== null}
        aria-describedby={blocked ? reasonId : undefined}
        onClick={onClick}
      >
        {children}
      </Button>
      {blocked ? (
        <p id={reasonId} className={layout.quiet}>
          {blocked}
        </p>
      ) : null}
    </div>
  );
};
