import { useGate, useUnit } from 'effector-react';
import { useParams } from 'react-router-dom';
import { accountMove, accounts } from '../../model/group/index.ts';
import { InlineAlert, Select, Spinner } from '../../ui/index.ts';
import { groupPagesText } from '../group-shared/index.ts';
import { kitText, LoadFailed, MutationFormDialog, paths } from '../shared/index.ts';
import { $moveBlocked, $moveChoices, $movingAccount, AccountMoveGate } from './model.ts';

const text = groupPagesText.move;

/** /group/{gId}/{id}/change-group, over the group's page: move an account to another group. */
export const AccountChangeGroupDialog = () => {
  const params = useParams();
  const groupId = Number(params.gId);
  useGate(AccountMoveGate, { groupId, accountId: Number(params.id) });
  const dialog = useUnit({
    account: $movingAccount,
    loading: accounts.$pending,
    failed: accounts.$failed,
    onRetry: accounts.refreshed,
    choices: $moveChoices,
    blocked: $moveBlocked,
    form: accountMove.$form,
    onChange: accountMove.changed,
  });
  const { account, choices, form } = dialog;
  const currentName = choices.find(({ current }) => current)?.group.name ?? '';

  return (
    <MutationFormDialog
      dialog={accountMove}
      fallback={paths.group.detail.to({ id: groupId })}
      title={text.title}
      description={
        account
          ? text.description(account.name, currentName)
          : dialog.loading
            ? groupPagesText.accountLoading
            : dialog.failed
              ? groupPagesText.accountLoadFailedTitle
              : groupPagesText.accountMissingDescription
      }
      words={text}
      submitDisabled={!account || form.groupId === null || dialog.blocked !== null}
    >
      {account && dialog.blocked ? (
        <InlineAlert severity="info" title={text.notOffered}>
          {dialog.blocked}
        </InlineAlert>
      ) : account ? (
        <Select
          label={text.target}
          required
          hint={choices.some(({ refused }) => refused) ? text.notAllowedHint : undefined}
          items={choices.map(({ group, current, refused }) => ({
            value: String(group.id),
            label: current ? text.current(group.name) : refused ? text.notAllowed(group.name) : group.name,
            disabled: current || refused !== null,
          }))}
          value={form.groupId === null ? null : String(form.groupId)}
          onValueChange={(value) => dialog.onChange({ groupId: value === null ? null : Number(value) })}
        />
      ) : dialog.loading ? (
        <Spinner label={groupPagesText.accountLoading} />
      ) : dialog.failed ? (
        <LoadFailed title={kitText.loadFailed.title} description={kitText.loadFailed.body} onRetry={dialog.onRetry} />
      ) : null}
    </MutationFormDialog>
  );
};
