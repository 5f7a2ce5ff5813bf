import { useGate, useUnit } from 'effector-react';
import { useParams } from 'react-router-dom';
import { $groupAuthority, accountActions, accountReset, accounts, findById, groups } from '../../model/group/index.ts';
import { Checkbox, InlineAlert, Spinner } from '../../ui/index.ts';
import { groupPagesText, TemporaryPassword } from '../group-shared/index.ts';
import { kitText, LoadFailed, layout, MutationFormDialog, paths } from '../shared/index.ts';
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
    loading: accounts.$pending,
    failed: accounts.$failed,
    onRetry: accounts.refreshed,
    choice: accountReset.$form,
    result: accountReset.$result,
    onChoice: accountReset.changed,
    groups: groups.$items,
    authority: $groupAuthority,
  });
  const { account, result, choice } = dialog;
  const group = account ? findById(dialog.groups, account.groupId) : undefined;
  const blocked = account
    ? ((group ? dialog.authority.manageAccounts(group) : null) ?? accountActions(account).reset)
    : null;

  return (
    <MutationFormDialog
      dialog={accountReset}
      fallback={paths.group.detail.to({ id: groupId })}
      title={
        !account
          ? dialog.loading
            ? groupPagesText.accountLoading
            : dialog.failed
              ? groupPagesText.accountLoadFailedTitle
              : groupPagesText.accountMissingTitle
          : result
            ? text.doneTitle
            : text.title(account.name)
      }
      description={
        !account
          ? dialog.failed
            ? undefined
            : groupPagesText.accountMissingDescription
          : (result ? text.doneDescription : text.description)(account.name, account.email)
      }
      words={text}
      destructive
      submitDisabled={!account || blocked !== null || !(choice.password || choice.otp)}
      resultTitle={result && account ? text.done(account.name) : undefined}
      result={
        result ? (
          <div className={layout.dialogBody}>
            {result.otp ? <p>{text.otpDone}</p> : null}
            {result.temporaryPassword ? <TemporaryPassword password={result.temporaryPassword} after="reset" /> : null}
          </div>
        ) : undefined
      }
    >
      {!account ? (
        dialog.loading ? (
          <Spinner label={groupPagesText.accountLoading} />
        ) : dialog.failed ? (
          <LoadFailed title={kitText.loadFailed.title} description={kitText.loadFailed.body} onRetry={dialog.onRetry} />
        ) : null
      ) : blocked ? (
        <InlineAlert severity="info" title={text.notOffered}>
          {blocked}
        </InlineAlert>
      ) : (
        <fieldset className={layout.fieldset}>
          <legend className={layout.legend}>{text.choices}</legend>
          <Checkbox
            label={text.password}
            hint={text.passwordHint}
            checked={choice.password}
            onCheckedChange={(password) => dialog.onChoice({ password })}
          />
          <Checkbox
            label={text.otp}
            hint={text.otpHint}
            checked={choice.otp}
            onCheckedChange={(otp) => dialog.onChoice({ otp })}
          />
        </fieldset>
      )}
    </MutationFormDialog>
  );
};
