import { useGate, useUnit } from 'effector-react';
import { useParams } from 'react-router-dom';
import { accountMove, accounts } from '../../model/group/index.ts';
import { FormDialog, Select, Spinner } from '../../ui/index.ts';
import { groupPagesText } from '../group-shared/index.ts';
import { paths, useCloseDialog } from '../shared/index.ts';
import { $moveChoices, $movingAccount, AccountMoveGate } from './model.ts';

const text = groupPagesText.move;

/** /group/{gId}/{id}/change-group, over the group's page: move an account to another group. */
export const AccountChangeGroupDialog = () => {
  const params = useParams();
  const groupId = Number(params.gId);
  useGate(AccountMoveGate, { groupId, accountId: Number(params.id) });
  const dialog = useUnit({
    account: $movingAccount,
    accountsPending: accounts.$pending,
    choices: $moveChoices,
    form: accountMove.$form,
    error: accountMove.$error,
    pending: accountMove.$pending,
    done: accountMove.$done,
    onChange: accountMove.changed,
    onSubmit: accountMove.submitted,
  });
  const close = useCloseDialog(paths.group.detail.to({ id: groupId }), dialog.done);
  const account = dialog.account;
  const items = dialog.choices.map(({ group, current }) => ({
    value: String(group.id),
    label: current ? text.current(group.name) : group.name,
    disabled: current,
  }));
  const currentName = dialog.choices.find(({ current }) => current)?.group.name ?? '';

  return (
    <FormDialog
      open
      onOpenChange={(open) => {
        if (!open) close();
      }}
      title={text.title}
      // Always given: Ark links the description only if it is there when the dialog opens.
      description={
        account
          ? text.description(account.name, currentName)
          : dialog.accountsPending
            ? groupPagesText.accountLoading
            : groupPagesText.accountMissingDescription
      }
      error={dialog.error}
      errorTitle={text.failed}
      submitLabel={text.submit}
      cancelLabel={text.cancel}
      pending={dialog.pending}
      submitDisabled={!account || dialog.form.groupId === null}
      onSubmit={dialog.onSubmit}
    >
      {account ? (
        <Select
          label={text.target}
          required
          items={items}
          value={dialog.form.groupId === null ? null : String(dialog.form.groupId)}
          onValueChange={(value) => dialog.onChange({ groupId: value === null ? null : Number(value) })}
        />
      ) : dialog.accountsPending ? (
        <Spinner label={groupPagesText.accountLoading} />
      ) : null}
    </FormDialog>
  );
};
