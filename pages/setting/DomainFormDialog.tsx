import { useUnit } from 'effector-react';
import type { DomainPurpose } from '../../contract/index.ts';
import { type DomainForm, domainAdd, domainEdit } from '../../model/config/index.ts';
import { Select, type SelectItem, TextField } from '../../ui/index.ts';
import { InPlaceDialog, layout } from '../shared/index.ts';
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
  const state = useUnit({ form: dialog.$form, errors: dialog.$fieldErrors, onChange: dialog.changed });
  const { form, errors } = state;
  const change = (next: Partial<DomainForm>) => state.onChange(next);
  return (
    <InPlaceDialog
      dialog={dialog}
      title={mode === 'add' ? text.addTitle : text.editTitle(form.domain)}
      description={text.description}
      words={
        mode === 'add' ? { submit: text.add, failed: text.addFailed } : { submit: text.save, failed: text.saveFailed }
      }
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
    </InPlaceDialog>
  );
};
