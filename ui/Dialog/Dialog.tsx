import { Dialog as ArkDialog } from '@ark-ui/react/dialog';
import { Portal } from '@ark-ui/react/portal';
import { type ReactElement, type ReactNode, useEffect } from 'react';
import { CloseButton } from '../CloseButton/index.ts';
import * as styles from './Dialog.css.ts';

export type DialogProps = {
  /** Controlled open state; leave out (with `trigger`) to let the dialog keep its own. */
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The element that opens the dialog, usually a Button; it gets focus back when the dialog closes. */
  trigger?: ReactElement;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** Actions at the bottom; wrap one in `DialogClose` to make it close the dialog. */
  footer?: ReactNode;
  closeLabel?: string;
  /** `alertdialog` for confirmations that interrupt the user, such as deleting. */
  role?: 'dialog' | 'alertdialog';
  /** Whether Escape closes the dialog (default true). */
  closeOnEscape?: boolean;
  /** Whether a click or focus outside the dialog closes it (default true). */
  closeOnInteractOutside?: boolean;
  /** The element to focus when the dialog opens; by default its first focusable element. */
  initialFocusEl?: () => HTMLElement | null;
};

export const Dialog = ({
  open,
  defaultOpen,
  onOpenChange,
  trigger,
  title,
  description,
  children,
  footer,
  closeLabel = '閉じる',
  role = 'dialog',
  closeOnEscape = true,
  closeOnInteractOutside = true,
  initialFocusEl,
}: DialogProps) => (
  <ArkDialog.Root
    open={open}
    defaultOpen={defaultOpen}
    onOpenChange={(details) => onOpenChange?.(details.open)}
    role={role}
    closeOnEscape={closeOnEscape}
    closeOnInteractOutside={closeOnInteractOutside}
    {...(initialFocusEl ? { initialFocusEl } : {})}
    lazyMount
    unmountOnExit
  >
    {trigger ? <ArkDialog.Trigger asChild>{trigger}</ArkDialog.Trigger> : null}
    <Portal>
      <ArkDialog.Backdrop className={styles.backdrop} />
      <ArkDialog.Positioner className={styles.positioner}>
        <ArkDialog.Content className={styles.content}>
          <InertBackground />
          <div className={styles.heading}>
            <ArkDialog.Title className={styles.title}>{title}</ArkDialog.Title>
            <ArkDialog.CloseTrigger asChild>
              <CloseButton label={closeLabel} className={styles.close} />
            </ArkDialog.CloseTrigger>
          </div>
          {description ? (
            <ArkDialog.Description className={styles.description}>{description}</ArkDialog.Description>
          ) : null}
          {children}
          {footer ? <div className={styles.footer}>{footer}</div> : null}
        </ArkDialog.Content>
      </ArkDialog.Positioner>
    </Portal>
  </ArkDialog.Root>
);

/**
 * Ark hides what lies behind an open modal from screen readers (aria-hidden, marked data-aria-hidden)
 * but leaves it focusable, which axe reports as aria-hidden-focus. This makes the same elements inert,
 * as a native modal <dialog> would. The observer follows Ark's marks, so inert is lifted in the same
 * task in which Ark unhides the page: before it returns focus to the trigger.
 */
const InertBackground = () => {
  useEffect(() => {
    const made = new Set<Element>();
    const follow = () => {
      for (const element of document.querySelectorAll('[data-aria-hidden]')) {
        if (!element.hasAttribute('inert')) {
          element.setAttribute('inert', '');
          made.add(element);
        }
      }
      for (const element of made) {
        if (!element.hasAttribute('data-aria-hidden')) {
          element.removeAttribute('inert');
          made.delete(element);
        }
      }
    };
    const observer = new MutationObserver(follow);
    observer.observe(document.body, { subtree: true, attributes: true, attributeFilter: ['data-aria-hidden'] });
    follow();
    return () => {
      observer.disconnect();
      for (const element of made) element.removeAttribute('inert');
    };
  }, []);
  return null;
};

export type DialogCloseProps = { children: ReactElement };

/** Makes its only child (a Button) close the surrounding dialog, for footer actions such as 「キャンセル」. */
export const DialogClose = ({ children }: DialogCloseProps) => (
  <ArkDialog.CloseTrigger asChild>{children}</ArkDialog.CloseTrigger>
);
