import { useGate, useUnit } from 'effector-react';
import { useParams } from 'react-router-dom';
import { accountActions, accountReset, accounts } from '../../model/group/index.ts';
import { Checkbox, FormDialog, InlineAlert, Spinner } from '../../ui/index.ts';
import { groupPagesText, groupStyles as styles, TemporaryPassword } from '../group-shared/index.ts';
import { paths, useCloseDialog } from '../shared/index.ts';
import { $resettingAccount, AccountResetGate } from './model.ts';

const text = groupPagesText.reset;

/**
 * /group/{gId}/{id}/reset, over the group's page: a new temporary password and/or a fresh one-time-code
 * enrolment. The dialog itself is the confirmation: it names the account and says it cannot be undone.
 */
export const AccountResetDialog = () => {
  const params = useParams();
  const groupId = Number(params.gId);
  useGate(AccountResetGate, { groupId, accountId: Number(params.id) });
  const dialog = useUnit({
    account: $resettingAccount,
    accountsPending: accounts.$pending,
    choice: accountReset.$form,
    error: accountReset.$error,
    pending: accountReset.$pending,
    result: accountReset.$result,
    onChoice: accountReset.changed,
    onConfirm: accountReset.submitted,
  });
  const close = useCloseDialog(paths.group.detail.to({ id: groupId }));
  const { account, result } = dialog;
  const blocked = account ? accountActions(account).reset : null;

  const title = !account
    ? dialog.accountsPending
      ? groupPagesText.accountLoading
      : groupPagesText.accountMissingTitle
    : result
      ? text.doneTitle
      : text.title(account.name);
  // Always given: Ark links the description only if it is there when the dialog opens.
  const description = !account
    ? groupPagesText.accountMissingDescription
    : result
      ? text.doneDescription(account.name, account.email)
      : text.description(account.name, account.email);

  return (
    <FormDialog
      open
      onOpenChange={(open) => {
        if (!open) close();
      }}
      title={title}
      description={description}
      error={dialog.error}
      errorTitle={text.failed}
      submitLabel={text.submit}
      cancelLabel={text.cancel}
      closeLabel={text.close}
      destructive
      pending={dialog.pending}
      submitDisabled={!account || blocked !== null || !(dialog.choice.password || dialog.choice.otp)}
      onSubmit={dialog.onConfirm}
      resultTitle={result && account ? text.done(account.name) : undefined}
      result={
        result ? (
          <div className={styles.dialogBody}>
            {result.otp ? <p>{text.otpDone}</p> : null}
            {result.temporaryPassword ? <TemporaryPassword password={result.temporaryPassword} after="reset" /> : null}
          </div>
        ) : undefined
      }
    >
      {!account ? (
        dialog.accountsPending ? (
          <Spinner label={groupPagesText.accountLoading} />
        ) : null
      ) : blocked ? (
        <InlineAlert severity="info" title={text.notOffered}>
          {blocked}
        </InlineAlert>
      ) : (
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{text.choices}</legend>
          <Checkbox
            label={text.password}
            hint={text.passwordHint}
            checked={dialog.choice.password}
            onCheckedChange={(password) => dialog.onChoice({ password })}
          />
          <Checkbox
            label={text.otp}
            hint={text.otpHint}
            checked={dialog.choice.otp}
            onCheckedChange={(otp) => dialog.onChoice({ otp })}
          />
        </fieldset>
      )}
    </FormDialog>
  );
};
