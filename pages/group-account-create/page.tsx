import { useUnit } from 'effector-react';
import { type FormEvent, useEffect, useId } from 'react';
import { useParams } from 'react-router-dom';
import type { AccountType } from '../../contract/index.ts';
import {
  $accountCreateError,
  $accountCreateGroup,
  $accountCreatePending,
  $accountForm,
  $createdAccount,
  accountCreateClosed,
  accountCreateOpened,
  accountCreateSubmitted,
  accountFormChanged,
} from '../../model/group/index.ts';
import { Button, Dialog, DialogClose, InlineAlert, Select, TextField } from '../../ui/index.ts';
import {
  CheckboxField,
  groupPagesText,
  groupStyles as styles,
  TemporaryPassword,
  useCloseDialog,
} from '../group-shared/index.ts';

const text = groupPagesText.accountCreate;
const typeItems = (['Default', 'Msal'] as const).map((type) => ({
  value: type,
  label: groupPagesText.accountTypeLabels[type],
}));

/** /group/{id}/account/create, over the group's page: a new account; a Default one gets a temporary password, shown once. */
export const AccountCreateDialog = () => {
  const params = useParams();
  const groupId = Number(params.id);
  const close = useCloseDialog(`/group/${groupId}`);
  const formId = useId();
  const dialog = useUnit({
    group: $accountCreateGroup,
    form: $accountForm,
    error: $accountCreateError,
    pending: $accountCreatePending,
    created: $createdAccount,
    opened: accountCreateOpened,
    closed: accountCreateClosed,
    onChange: accountFormChanged,
    onSubmit: accountCreateSubmitted,
  });
  const { opened, closed } = dialog;

  // Closing forgets the temporary password: it is never shown again.
  useEffect(() => {
    opened(groupId);
    return () => {
      closed();
    };
  }, [opened, closed, groupId]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    dialog.onSubmit();
  };

  const created = dialog.created;

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) close();
      }}
      title={text.title}
      description={text.description(dialog.group?.name)}
      footer={
        created ? (
          <DialogClose>
            <Button>{text.close}</Button>
          </DialogClose>
        ) : (
          <>
            <DialogClose>
              <Button variant="secondary">{text.cancel}</Button>
            </DialogClose>
            <Button type="submit" form={formId} loading={dialog.pending}>
              {text.submit}
            </Button>
          </>
        )
      }
    >
      {created ? (
        <div className={styles.dialogBody}>
          <InlineAlert severity="success" title={text.created(created.name)}>
            {created.email}
          </InlineAlert>
          {created.temporaryPassword ? (
            <TemporaryPassword password={created.temporaryPassword} after="created" />
          ) : created.type === 'Msal' ? (
            <p>{text.msalNote}</p>
          ) : null}
        </div>
      ) : (
        <form id={formId} className={styles.dialogBody} onSubmit={submit}>
          {dialog.error ? (
            <InlineAlert severity="error" title={text.failed}>
              {dialog.error}
            </InlineAlert>
          ) : null}
          <TextField
            label={text.name}
            required
            maxLength={100}
            autoComplete="off"
            value={dialog.form.name}
            onChange={(event) => dialog.onChange({ name: event.currentTarget.value })}
          />
          <TextField
            label={text.email}
            type="email"
            required
            autoComplete="off"
            hint={text.emailHint}
            value={dialog.form.email}
            onChange={(event) => dialog.onChange({ email: event.currentTarget.value })}
          />
          <Select
            label={text.type}
            hint={text.typeHint}
            items={typeItems}
            value={dialog.form.type}
            onValueChange={(type) => {
              if (type) dialog.onChange({ type: type as AccountType });
            }}
          />
          <CheckboxField
            label={text.workflow}
            checked={dialog.form.workflow}
            onCheckedChange={(workflow) => dialog.onChange({ workflow })}
          />
        </form>
      )}
    </Dialog>
  );
};
