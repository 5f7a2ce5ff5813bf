import { useGate, useUnit } from 'effector-react';
import { useParams } from 'react-router-dom';
import { accountTypes } from '../../contract/index.ts';
import { accountCreate } from '../../model/group/index.ts';
import { Checkbox, InlineAlert, Select, TextField } from '../../ui/index.ts';
import { groupPagesText, TemporaryPassword } from '../group-shared/index.ts';
import { layout, MutationFormDialog, paths } from '../shared/index.ts';
import { $createBlocked, $targetGroup, AccountCreateGate } from './model.ts';

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
    blocked: $createBlocked,
    form: accountCreate.$form,
    errors: accountCreate.$fieldErrors,
    created: accountCreate.$result,
    onChange: accountCreate.changed,
  });
  const { created, form, errors, onChange } = dialog;

  return (
    <MutationFormDialog
      dialog={accountCreate}
      fallback={paths.group.detail.to({ id: groupId })}
      title={text.title}
      description={text.description(dialog.group?.name)}
      words={text}
      submitDisabled={dialog.blocked !== null}
      resultTitle={created ? text.created(created.name) : undefined}
      result={
        created ? (
          <div className={layout.dialogBody}>
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
      {dialog.blocked ? (
        <InlineAlert severity="info" title={text.notOffered}>
          {dialog.blocked}
        </InlineAlert>
      ) : (
        <>
          <TextField
            label={text.name}
            required
            hint={groupPagesText.editor.nameHint}
            autoComplete="off"
            value={form.name}
            error={errors.name}
            onChange={(event) => onChange({ name: event.currentTarget.value })}
          />
          <TextField
            label={text.email}
            type="email"
            required
            autoComplete="off"
            hint={text.emailHint}
            value={form.email}
            error={errors.email}
            onChange={(event) => onChange({ email: event.currentTarget.value })}
          />
          <Select
            label={text.type}
            hint={text.typeHint}
            items={typeItems}
            value={form.type}
            onValueChange={(type) => type && onChange({ type })}
          />
          <Checkbox
            label={text.workflow}
            checked={form.workflow}
            onCheckedChange={(workflow) => onChange({ workflow })}
          />
        </>
      )}
    </MutationFormDialog>
  );
};
