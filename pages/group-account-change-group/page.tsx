import { useUnit } from 'effector-react';
import { type FormEvent, useEffect, useId, useMemo } from 'react';
import { useParams } from 'react-router-dom';
import {
  $accountMoved,
  $accountsPending,
  $moveError,
  $movePending,
  $moveTarget,
  $movingAccount,
  accountMoveClosed,
  accountMoveOpened,
  accountMoveSubmitted,
  groups,
  moveTargetChanged,
} from '../../model/group/index.ts';
import { Button, Dialog, DialogClose, InlineAlert, Select, Spinner } from '../../ui/index.ts';
import { groupPagesText, groupStyles as styles, useCloseDialog } from '../group-shared/index.ts';

const text = groupPagesText.move;

/** /group/{gId}/{id}/change-group, over the group's page: move an account to another group. */
export const AccountChangeGroupDialog = () => {
  const params = useParams();
  const groupId = Number(params.gId);
  const accountId = Number(params.id);
  const close = useCloseDialog(`/group/${groupId}`);
  const formId = useId();
  const dialog = useUnit({
    account: $movingAccount,
    accountsPending: $accountsPending,
    groups: groups.$items,
    target: $moveTarget,
    error: $moveError,
    pending: $movePending,
    moved: $accountMoved,
    opened: accountMoveOpened,
    closed: accountMoveClosed,
    onTarget: moveTargetChanged,
    onSubmit: accountMoveSubmitted,
  });
  const { opened, closed, moved } = dialog;

  useEffect(() => {
    opened({ groupId, accountId });
    return () => {
      closed();
    };
  }, [opened, closed, groupId, accountId]);
  useEffect(() => {
    if (moved) close();
  }, [moved, close]);

  const account = dialog.account;
  const items = useMemo(
    () =>
      dialog.groups.map((group) => ({
        value: String(group.id),
        label: group.id === account?.groupId ? text.current(group.name) : group.name,
        disabled: group.id === account?.groupId,
      })),
    [dialog.groups, account?.groupId],
  );
  const currentName = dialog.groups.find((group) => group.id === account?.groupId)?.name ?? '';

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    dialog.onSubmit();
  };

  return (
    <Dialog
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
      footer={
        <>
          <DialogClose>
            <Button variant="secondary">{text.cancel}</Button>
          </DialogClose>
          {account ? (
            <Button type="submit" form={formId} loading={dialog.pending} disabled={dialog.target === null}>
              {text.submit}
            </Button>
          ) : null}
        </>
      }
    >
      {account ? (
        <form id={formId} className={styles.dialogBody} onSubmit={submit}>
          {dialog.error ? (
            <InlineAlert severity="error" title={text.failed}>
              {dialog.error}
            </InlineAlert>
          ) : null}
          <Select
            label={text.target}
            required
            items={items}
            value={dialog.target === null ? null : String(dialog.target)}
            onValueChange={(value) => dialog.onTarget(value === null ? null : Number(value))}
          />
        </form>
      ) : dialog.accountsPending ? (
        <Spinner label={groupPagesText.accountLoading} />
      ) : null}
    </Dialog>
  );
};
