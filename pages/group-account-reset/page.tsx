import { useUnit } from 'effector-react';
import { type FormEvent, useEffect, useId } from 'react';
import { useParams } from 'react-router-dom';
import {
  $accountsPending,
  $resetChoice,
  $resetChoiceMade,
  $resetError,
  $resetPending,
  $resetResult,
  $resettingAccount,
  accountResetClosed,
  accountResetConfirmed,
  accountResetOpened,
  resetChoiceChanged,
} from '../../model/group/index.ts';
import { Button, Dialog, DialogClose, InlineAlert, Spinner } from '../../ui/index.ts';
import {
  CheckboxField,
  groupPagesText,
  groupStyles as styles,
  TemporaryPassword,
  useCloseDialog,
} from '../group-shared/index.ts';

const text = groupPagesText.reset;

/**
 * /group/{gId}/{id}/reset, over the group's page: a new temporary password and/or a fresh one-time-code
 * enrolment. The dialog itself is the confirmation: it names the account and says it cannot be undone.
 */
export const AccountResetDialog = () => {
  const params = useParams();
  const groupId = Number(params.gId);
  const accountId = Number(params.id);
  const close = useCloseDialog(`/group/${groupId}`);
  const formId = useId();
  const dialog = useUnit({
    account: $resettingAccount,
    accountsPending: $accountsPending,
    choice: $resetChoice,
    made: $resetChoiceMade,
    error: $resetError,
    pending: $resetPending,
    result: $resetResult,
    opened: accountResetOpened,
    closed: accountResetClosed,
    onChoice: resetChoiceChanged,
    onConfirm: accountResetConfirmed,
  });
  const { opened, closed } = dialog;

  // Closing forgets the temporary password: it is never shown again.
  useEffect(() => {
    opened({ groupId, accountId });
    return () => {
      closed();
    };
  }, [opened, closed, groupId, accountId]);

  const account = dialog.account;
  const result = dialog.result;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    dialog.onConfirm();
  };

  const content = () => {
    if (!account) {
      return dialog.accountsPending ? <Spinner label={groupPagesText.accountLoading} /> : null;
    }
    if (result) {
      return (
        <div className={styles.dialogBody}>
          <InlineAlert severity="success" title={text.done(account.name)}>
            {result.otp ? text.otpDone : null}
          </InlineAlert>
          {result.temporaryPassword ? <TemporaryPassword password={result.temporaryPassword} after="reset" /> : null}
        </div>
      );
    }
    return (
      <form id={formId} className={styles.dialogBody} onSubmit={submit}>
        {dialog.error ? (
          <InlineAlert severity="error" title={text.failed}>
            {dialog.error}
          </InlineAlert>
        ) : null}
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{text.choices}</legend>
          <CheckboxField
            label={text.password}
            hint={text.passwordHint}
            checked={dialog.choice.password}
            onCheckedChange={(password) => dialog.onChoice({ password })}
          />
          <CheckboxField
            label={text.otp}
            hint={text.otpHint}
            checked={dialog.choice.otp}
            onCheckedChange={(otp) => dialog.onChoice({ otp })}
          />
        </fieldset>
      </form>
    );
  };

  return (
    <Dialog
      open
      role="alertdialog"
      onOpenChange={(open) => {
        if (!open) close();
      }}
      title={
        !account
          ? dialog.accountsPending
            ? groupPagesText.accountLoading
            : groupPagesText.accountMissingTitle
          : result
            ? text.doneTitle
            : text.title(account.name)
      }
      // Always given: Ark links the description only if it is there when the dialog opens.
      description={
        !account
          ? groupPagesText.accountMissingDescription
          : result
            ? text.doneDescription(account.name, account.email)
            : text.description(account.name, account.email)
      }
      footer={
        result || !account ? (
          <DialogClose>
            <Button variant={result ? 'primary' : 'secondary'}>{text.close}</Button>
          </DialogClose>
        ) : (
          <>
            <DialogClose>
              <Button variant="secondary">{text.cancel}</Button>
            </DialogClose>
            <Button type="submit" form={formId} variant="danger" loading={dialog.pending} disabled={!dialog.made}>
              {text.submit}
            </Button>
          </>
        )
      }
    >
      {content()}
    </Dialog>
  );
};
