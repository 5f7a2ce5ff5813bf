import { useGate, useUnit } from 'effector-react';
import { useParams } from 'react-router-dom';
import { accountTypes } from '../../contract/index.ts';
import { accountCreate } from '../../model/group/index.ts';
import { Checkbox, FormDialog, InlineAlert, Select, TextField } from '../../ui/index.ts';
import { groupPagesText, groupStyles as styles, TemporaryPassword } from '../group-shared/index.ts';
import { kitText, LeaveGuard, paths, useCloseDialog } from '../shared/index.ts';
import { $targetGroup, AccountCreateGate } from './model.ts';

const text = groupPagesText.accountCreate;
const typeItems = accountTypes.map((type) => ({ value: type, label: groupPagesText.accountTypeLabels[type] }));

/**
 * /group/{id}/account/create, over the group's page: a new account. The result (a Default account's
 * temporary password, shown once) stays until it is dismissed by its own close button.
 */
export const AccountCreateDialog = () => {
  const groupId = Number(useParams().id);
  useGate(AccountCreateGate, { groupId });
  const dialog = useUnit({
    group: $targetGroup,
    form: accountCreate.$form,
    fieldErrors: accountCreate.$fieldErrors,
    dirty: accountCreate.$dirty,
    error: accountCreate.$error,
    pending: accountCreate.$pending,
    created: accountCreate.$result,
    onChange: accountCreate.changed,
    onSubmit: accountCreate.submitted,
  });
  const base = paths.group.accountCreate.to({ id: groupId });
  const close = useCloseDialog(paths.group.detail.to({ id: groupId }));
  const created = dialog.created;

  return (
    <FormDialog
      open
      onOpenChange={(open) => {
        if (!open) close();
      }}
      title={text.title}
      description={text.description(dialog.group?.name)}
      error={dialog.error}
      errorTitle={text.failed}
      submitLabel={text.submit}
      cancelLabel={text.cancel}
      closeLabel={text.close}
      pending={dialog.pending}
      onSubmit={dialog.onSubmit}
      resultTitle={created ? text.created(created.name) : undefined}
      result={
        created ? (
          <div className={styles.dialogBody}>
            <p>{created.email}</p>
            {created.temporaryPassword ? (
              <TemporaryPassword password={created.temporaryPassword} after="created" />
            ) : created.type === 'Msal' ? (
              <InlineAlert severity="info" title={text.msalNote} />
            ) : null}
          </div>
        ) : undefined
      }
    >
      <TextField
        label={text.name}
        required
        hint={groupPagesText.editor.nameHint}
        autoComplete="off"
        value={dialog.form.name}
        error={dialog.fieldErrors.name}
        onChange={(event) => dialog.onChange({ name: event.currentTarget.value })}
      />
      <TextField
        label={text.email}
        type="email"
        required
        autoComplete="off"
        hint={text.emailHint}
        value={dialog.form.email}
        error={dialog.fieldErrors.email}
        onChange={(event) => dialog.onChange({ email: event.currentTarget.value })}
      />
      <Select
        label={text.type}
        hint={text.typeHint}
        items={typeItems}
        value={dialog.form.type}
        onValueChange={(type) => {
          if (type) dialog.onChange({ type });
        }}
      />
      <Checkbox
        label={text.workflow}
        checked={dialog.form.workflow}
        onCheckedChange={(workflow) => dialog.onChange({ workflow })}
      />
      {dialog.dirty ? <LeaveGuard when base={base} words={kitText.dialogLeave} /> : null}
    </FormDialog>
  );
};
