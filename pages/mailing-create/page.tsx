import { useGate, useUnit } from 'effector-react';
import type { FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { type MailingType, mailingTypeDescriptions, mailingTypeLabels, mailingTypes } from '../../contract/mailing.ts';
import { $mailingBlocked, mailingCreate, mailingPagesText } from '../../model/mailing/index.ts';
import { Button, FormLayout, InlineAlert, PageHeader, SanitizedHtml, Select, TextField } from '../../ui/index.ts';
import { LeaveGuard, layout, paths, ReadOnlyNotice, useGoWhen } from '../shared/index.ts';
import { $createdMailing, MailingCreateGate } from './model.ts';

const text = mailingPagesText.create;
const typeItems = mailingTypes.map((type) => ({ value: type, label: mailingTypeLabels[type] }));

/** /mailing/create: a new list's name and type (each type says what it is for); then its own page. */
export const MailingCreatePage = () => {
  useGate(MailingCreateGate);
  const page = useUnit({
    form: mailingCreate.$form,
    errors: mailingCreate.$fieldErrors,
    error: mailingCreate.$error,
    pending: mailingCreate.$pending,
    dirty: mailingCreate.$dirty,
    created: $createdMailing,
    blocked: $mailingBlocked,
    onChange: mailingCreate.changed,
    onSubmit: mailingCreate.submitted,
  });
  useGoWhen(
    page.created === null
      ? null
      : page.created.id === null
        ? paths.mailing.list.to()
        : paths.mailing.detail.to({ id: page.created.id }),
  );
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    page.onSubmit();
  };
  return (
    <div className={layout.stack}>
      <Link to={paths.mailing.list.to()} className={layout.backLink}>
        {mailingPagesText.backToList}
      </Link>
      <PageHeader title={text.title} description={text.description} />
      {page.blocked ? (
        <ReadOnlyNotice reason={page.blocked} />
      ) : (
        <FormLayout
          onSubmit={submit}
          noValidate
          actions={
            <Button type="submit" loading={page.pending}>
              {text.submit}
            </Button>
          }
        >
          {page.error ? (
            <InlineAlert severity="error" title={mailingPagesText.createFailed}>
              <SanitizedHtml as="span" html={page.error} />
            </InlineAlert>
          ) : null}
          <TextField
            label={mailingPagesText.name}
            required
            hint={mailingPagesText.nameHint}
            autoComplete="off"
            value={page.form.name}
            error={page.errors.name}
            onChange={(event) => page.onChange({ name: event.currentTarget.value })}
          />
          <Select<MailingType>
            label={mailingPagesText.type}
            required
            items={typeItems}
            value={page.form.type}
            hint={mailingTypeDescriptions[page.form.type]}
            onValueChange={(type) => {
              if (type) page.onChange({ type });
            }}
          />
        </FormLayout>
      )}
      <LeaveGuard when={page.dirty && page.created === null} base={paths.mailing.create.to()} />
    </div>
  );
};
