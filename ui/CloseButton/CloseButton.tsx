import type { ComponentProps } from 'react';
import * as styles from './CloseButton.css.ts';

/** What the button sits on: a white panel, or a tinted one such as a message's. */
export const closeButtonSurfaces = ['raised', 'tinted'] as const;
export type CloseButtonSurface = (typeof closeButtonSurfaces)[number];

export type CloseButtonProps = Omit<ComponentProps<'button'>, 'children' | 'aria-label'> & {
  /** The button's accessible name, such as 「閉じる」: it shows only a cross. */
  label: string;
  surface?: CloseButtonSurface;
};

/**
 * The small cross in a corner of a dialog, popup or message. Takes Ark's props when put in a close
 * trigger with `asChild`, so the trigger's behaviour stays Ark's.
 */
export const CloseButton = ({ label, surface = 'raised', className, ...rest }: CloseButtonProps) => (
  <button
    type="button"
    {...rest}
    aria-label={label}
    className={[styles.root, styles.surface[surface], className].filter(Boolean).join(' ')}
  >
    <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  </button>
);
