import { useUnit } from 'effector-react';
import { useState } from 'react';
import type { DomainPurpose } from '../../contract/index.ts';
import { type DomainForm, domainAdd, domainEdit } from '../../model/config/index.ts';
import { ConfirmDialog, FormDialog, SanitizedHtml, Select, type SelectItem, TextField } from '../../ui/index.ts';
import { kitText, layout } from '../shared/index.ts';
import { settingText } from './text.ts';

const text = settingText.dialog;

const purposeItems: SelectItem<DomainPurpose>[] = (['any', 'account', 'mailing'] as const).map((value) => ({
  value,
  label: settingText.domains.purposes[value],
}));

/**
 * 「許可ドメインを追加」 and a row's 「編集」: the kit dialog bound to a dialog over /setting (not a route:
 * nothing to link to). The server's refusal shows inside it with what was typed kept; closing it with
 * something typed asks first.
 */
export const DomainFormDialog = ({ mode }: { mode: 'add' | 'edit' }) => {
  const dialog = mode === 'add' ? domainAdd : domainEdit;
  const state = useUnit({
    target: dialog.$target,
    form: dialog.$form,
    errors: dialog.$fieldErrors,
    error: dialog.$error,
    pending: dialog.$pending,
    done: dialog.$done,
    dirty: dialog.$dirty,
    onChange: dialog.changed,
    onSubmit: dialog.submitted,
    onClose: dialog.closed,
  });
  const { form, errors } = state;
  const change = (next: Partial<DomainForm>) => state.onChange(next);
  const [asking, setAsking] = useState(false);
  const open = state.target !== null && !state.done;
  return (
    <>
      <FormDialog
        open={open}
        onOpenChange={(next) => {
          if (next) return;
          if (state.dirty) setAsking(true);
          else state.onClose();
        }}
        title={mode === 'add' ? text.addTitle : text.editTitle(form.domain)}
        description={text.description}
        error={state.error ? <SanitizedHtml as="span" html={state.error} /> : null}
        errorTitle={mode === 'add' ? text.addFailed : text.saveFailed}
        submitLabel={mode === 'add' ? text.add : text.save}
        cancelLabel={kitText.cancel}
        closeLabel={kitText.close}
        pending={state.pending}
        onSubmit={state.onSubmit}
      >
        <div className={layout.dialogBody}>
          <TextField
            label={text.domain}
            hint={text.domainHint}
            value={form.domain}
            onChange={(event) => change({ domain: event.currentTarget.value })}
            error={errors.domain}
            required
            autoComplete="off"
            spellCheck={false}
            name="domain"
          />
          <Select<DomainPurpose>
            label={text.purpose}
            items={purposeItems}
            value={form.purpose}
            onValueChange={(purpose) => change({ purpose: purpose ?? 'any' })}
            name="purpose"
          />
          <TextField
            label={text.note}
            hint={text.noteHint}
            value={form.description}
            onChange={(event) => change({ description: event.currentTarget.value })}
            error={errors.description}
            name="description"
          />
        </div>
      </FormDialog>
      <ConfirmDialog
        open={open && asking}
        onOpenChange={(next) => {
          if (!next) setAsking(false);
        }}
        title={kitText.dialogLeave.title}
        body={kitText.dialogLeave.body}
        confirmLabel={kitText.dialogLeave.confirm}
        cancelLabel={kitText.dialogLeave.cancel}
        destructive
        onConfirm={() => {
          setAsking(false);
          state.onClose();
        }}
      />
    </>
  );
};
