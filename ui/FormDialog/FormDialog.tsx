import { type FormEvent, type ReactNode, useEffect, useId, useRef } from 'react';
import { Button } from '../Button/index.ts';
import { Dialog, DialogClose } from '../Dialog/index.ts';
import { InlineAlert } from '../InlineAlert/index.ts';
import * as styles from './FormDialog.css.ts';

export type FormDialogProps = {
  /** Controlled by the page (a dialog route or a model's store). */
  open: boolean;
  /** Called with false when the user asks to close; not while the work runs (`pending`). */
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  /** The fields. Their own errors go on each field (TextField's `error`), in Japanese. */
  children?: ReactNode;
  /** The server's refusal, shown as an error above the fields; what was typed stays. */
  error?: ReactNode;
  errorTitle?: ReactNode;
  /** The action, such as 「追加する」. */
  submitLabel: string;
  cancelLabel?: string;
  /** Called on submit (the button or Enter in a field), never while `pending` or `submitDisabled`. */
  onSubmit: () => void;
  /** While the work runs: submit shows a spinner and refuses presses, cancel is disabled. */
  pending?: boolean;
  submitDisabled?: boolean;
  /** For actions that destroy something: submit is drawn in the danger colour. */
  destructive?: boolean;
  /**
   * What the work answered, such as a one-time secret: replaces the form, and the footer keeps only a
   * close button at its start. The dialog then closes only by that button or the title's ×.
   */
  result?: ReactNode;
  /** Shown as a success message above `result`. */
  resultTitle?: ReactNode;
  closeLabel?: string;
};

const isShown = (node: ReactNode) => node !== undefined && node !== null && node !== false && node !== '';

/** The form's first field that takes focus: the dialog opens there rather than on the title's ×. */
const firstField = (form: HTMLFormElement | null) =>
  [...(form?.querySelectorAll<HTMLElement>('input, select, textarea, button, [tabindex]') ?? [])].find(
    (element) =>
      element.tabIndex >= 0 &&
      !element.matches(':disabled, [type="hidden"]') &&
      element.getAttribute('aria-hidden') !== 'true',
  ) ?? null;

/**
 * A dialog holding a form that sends one piece of work: fields, the server's refusal, submit bound to
 * the work's pending state, and what the work answered.
 *
 * Closing: a click outside never closes it (typed input or a shown secret would be lost to a stray
 * click). Escape closes the form, but not while the work runs and not once a result is shown: a result
 * such as a temporary password is shown once, so it goes only by the close button or the ×.
 */
export const FormDialog = ({
  open,
  onOpenChange,
  title,
  description,
  children,
  error,
  errorTitle,
  submitLabel,
  cancelLabel = 'キャンセル',
  onSubmit,
  pending = false,
  submitDisabled = false,
  destructive = false,
  result,
  resultTitle,
  closeLabel = '閉じる',
}: FormDialogProps) => {
  const formId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const resultRef = useRef<HTMLDivElement>(null);
  const showsResult = isShown(result) || isShown(resultTitle);

  // The submit button or the field the user pressed Enter in is gone: give focus to the answer.
  useEffect(() => {
    if (showsResult) resultRef.current?.focus();
  }, [showsResult]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending || submitDisabled) return;
    onSubmit();
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next && pending) return;
        onOpenChange(next);
      }}
      title={title}
      description={description}
      closeLabel={closeLabel}
      closeOnInteractOutside={false}
      closeOnEscape={!pending && !showsResult}
      // Also where Ark's focus trap puts focus back when the focused submit button is removed: on the
      // result once it is shown, never on the title's × or the close button.
      initialFocusEl={() => resultRef.current ?? firstField(formRef.current)}
      footer={
        showsResult ? (
          <DialogClose>
            <Button variant="secondary" className={styles.resultClose}>
              {closeLabel}
            </Button>
          </DialogClose>
        ) : (
          <>
            <DialogClose>
              <Button variant="secondary" disabled={pending}>
                {cancelLabel}
              </Button>
            </DialogClose>
            <Button
              type="submit"
              form={formId}
              variant={destructive ? 'danger' : 'primary'}
              loading={pending}
              disabled={submitDisabled}
            >
              {submitLabel}
            </Button>
          </>
        )
      }
    >
      {showsResult ? (
        <div ref={resultRef} tabIndex={-1} className={styles.result} data-part="result">
          {isShown(resultTitle) ? <InlineAlert severity="success" title={resultTitle} /> : null}
          {result}
        </div>
      ) : (
        // noValidate: the browser's own bubbles (in the browser's language) never show; the fields
        // carry the app's Japanese messages instead.
        <form id={formId} ref={formRef} noValidate className={styles.form} onSubmit={submit}>
          {isShown(error) ? (
            <InlineAlert severity="error" title={errorTitle}>
              {error}
            </InlineAlert>
          ) : null}
          {children}
        </form>
      )}
    </Dialog>
  );
};
