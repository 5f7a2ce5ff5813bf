import { AUTHOR_STEP_MAX, AUTHOR_STEP_MIN, type AuthorChoices } from '../../contract/author.ts';
import { type AuthorForm, type AuthorScopeKind, authorText } from '../../model/author/index.ts';
import type { FieldErrors } from '../../model/kit/index.ts';
import { Checkbox, NumberStepper, Select } from '../../ui/index.ts';

const scopeItems: { value: AuthorScopeKind; label: string }[] = [
  { value: 'web', label: authorText.scopeWeb },
  { value: 'group', label: authorText.scopeGroup },
];

/** The approver's fields, the same in the add dialog and on its own page: who, what they approve, the step, the mail. */
export const AuthorFields = ({
  form,
  errors,
  choices,
  disabled = false,
  onChange,
}: {
  form: AuthorForm;
  errors: FieldErrors<AuthorForm>;
  choices: AuthorChoices;
  disabled?: boolean;
  onChange: (change: Partial<AuthorForm>) => void;
}) => {
  const accounts = choices.accounts.map((account) => ({
    value: String(account.id),
    label: `${account.name}（${account.email}・${account.groupName}）`,
  }));
  const websites = choices.websites.map((web) => ({ value: String(web.id), label: web.name }));
  const groups = choices.groups.map((group) => ({ value: String(group.id), label: group.name }));
  const idOf = (value: string | null) => (value === null ? null : Number(value));
  return (
    <>
      <Select
        label={authorText.approver}
        required
        hint={authorText.accountHint}
        placeholder={authorText.chooseAccount}
        items={accounts}
        disabled={disabled}
        value={form.accountId === null ? null : String(form.accountId)}
        error={errors.accountId}
        onValueChange={(value) => onChange({ accountId: idOf(value) })}
      />
      <Select<AuthorScopeKind>
        label={authorText.scope}
        required
        items={scopeItems}
        disabled={disabled}
        value={form.scope}
        onValueChange={(scope) => {
          if (scope) onChange({ scope });
        }}
      />
      {form.scope === 'web' ? (
        <Select
          label={authorText.website}
          required
          placeholder={authorText.chooseWebsite}
          items={websites}
          disabled={disabled}
          value={form.webId === null ? null : String(form.webId)}
          error={errors.webId}
          onValueChange={(value) => onChange({ webId: idOf(value) })}
        />
      ) : (
        <Select
          label={authorText.group}
          required
          placeholder={authorText.chooseGroup}
          items={groups}
          disabled={disabled}
          value={form.groupId === null ? null : String(form.groupId)}
          error={errors.groupId}
          onValueChange={(value) => onChange({ groupId: idOf(value) })}
        />
      )}
      <NumberStepper
        label={authorText.step}
        required
        hint={authorText.stepHint}
        min={AUTHOR_STEP_MIN}
        max={AUTHOR_STEP_MAX}
        disabled={disabled}
        value={form.step}
        error={errors.step}
        incrementLabel={`${authorText.step}を上げる`}
        decrementLabel={`${authorText.step}を下げる`}
        onValueChange={(step) => onChange({ step: step ?? AUTHOR_STEP_MIN })}
      />
      <Checkbox
        label={authorText.notifyByMail}
        hint={authorText.notifyByMailHint}
        disabled={disabled}
        checked={form.notifyByMail}
        onCheckedChange={(notifyByMail) => onChange({ notifyByMail })}
      />
    </>
  );
};
