import { useUnit } from 'effector-react';
import { useId, useState } from 'react';
import { type FormRead, formStatusLabel, formStatusMoveLabels } from '../../contract/form.ts';
import {
  $candidatesLoading,
  $statusMoves,
  $subOwnerAddable,
  $subOwnerChoices,
  formPagesText,
  formText,
  statusMoved,
  subOwnerAdd,
  subOwnerRemove,
  subOwnerSearched,
  subOwnersOf,
  subOwnerToggled,
} from '../../model/form/index.ts';
import { Button, Checkbox, InlineAlert, SectionHeading, Spinner, TextField } from '../../ui/index.ts';
import { DeleteConfirm, InPlaceDialog, layout } from '../shared/index.ts';

const text = formPagesText.editor;
const pick = formPagesText.subOwnerAdd;

/** 公開: the form's own public address, and how to place it on a website's page (with a copy button). */
export const PublishSection = ({ form }: { form: FormRead }) => {
  const id = useId();
  const [copied, setCopied] = useState<string | null>(null);
  const marker = text.marker(form.id);
  const copy = () => {
    navigator.clipboard
      .writeText(marker)
      .then(() => setCopied(text.copied))
      .catch(() => setCopied(text.copyFailed));
  };
  return (
    <section className={layout.section} aria-labelledby={id}>
      <SectionHeading id={id}>{text.publish}</SectionHeading>
      <p>
        {formText.publicAddress}：
        {form.publicPath ? (
          <a href={form.publicPath} target="_blank" rel="noreferrer">
            {form.publicPath}
          </a>
        ) : (
          text.publicAddressNone
        )}
      </p>
      <p>{text.placeHow(form.id)}</p>
      <p>
        <code>{marker}</code>{' '}
        <Button variant="secondary" onClick={copy}>
          {text.copy}
        </Button>{' '}
        <span role="status">{copied ?? ''}</span>
      </p>
    </section>
  );
};

/** 共同管理者: the owner and the sub-owners by name and group, added through the picker and taken off after a question. */
export const SubOwnersSection = ({ form, readOnly }: { form: FormRead; readOnly: boolean }) => {
  const id = useId();
  const [onAdd, onRemove] = useUnit([subOwnerAdd.opened, subOwnerRemove.opened]);
  const people = subOwnersOf(form);
  return (
    <section className={layout.section} aria-labelledby={id}>
      <SectionHeading
        id={id}
        actions={
          readOnly ? null : (
            <Button variant="secondary" onClick={() => onAdd(form.id)}>
              {text.addSubOwner}
            </Button>
          )
        }
      >
        {text.subOwners}
      </SectionHeading>
      <p>
        {formText.owner}：{form.owner ? `${form.owner.name}（${form.owner.groupName}）` : text.ownerUnknown}
      </p>
      {people.length === 0 ? (
        <p className={layout.quiet}>{text.noSubOwners}</p>
      ) : (
        <ul>
          {people.map((person) => (
            <li key={person.id}>
              {person.groupName ? `${person.name}（${person.groupName}）` : person.name}{' '}
              {readOnly ? null : (
                <Button
                  variant="secondary"
                  onClick={() => onRemove({ formId: form.id, accountId: person.id, name: person.name })}
                >
                  {text.removeSubOwner(person.name)}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      <SubOwnerPicker />
      <RemoveSubOwner />
    </section>
  );
};

const RemoveSubOwner = () => {
  const target = useUnit(subOwnerRemove.$target);
  return (
    <DeleteConfirm
      dialog={subOwnerRemove}
      words={{
        title: text.removeSubOwnerTitle,
        body: target ? text.removeSubOwnerBody(target.name) : '',
        confirm: text.removeConfirm,
        failed: formText.removeFailed,
      }}
    />
  );
};

/** The picker: a searchable list of accounts with checkboxes, by name and group (never ids). */
const SubOwnerPicker = () => {
  const state = useUnit({
    form: subOwnerAdd.$form,
    errors: subOwnerAdd.$fieldErrors,
    choices: $subOwnerChoices,
    addable: $subOwnerAddable,
    loading: $candidatesLoading,
    onToggle: subOwnerToggled,
    onSearch: subOwnerSearched,
  });
  const listId = useId();
  return (
    <InPlaceDialog
      dialog={subOwnerAdd}
      title={pick.title}
      description={pick.description}
      words={{ submit: pick.submit, failed: pick.failed }}
    >
      {state.loading ? (
        <Spinner label={pick.loading} />
      ) : !state.addable ? (
        <InlineAlert severity="info" title={pick.none} />
      ) : (
        <>
          <TextField
            type="search"
            label={pick.searchLabel}
            value={state.form.query}
            onChange={(event) => state.onSearch(event.currentTarget.value)}
          />
          <fieldset aria-describedby={listId}>
            <legend>{pick.candidatesLabel}</legend>
            {state.choices.length === 0 ? <p>{pick.noMatch}</p> : null}
            {state.choices.map((person) => (
              <Checkbox
                key={person.id}
                label={`${person.name}（${person.groupName}）`}
                checked={state.form.picked.includes(person.id)}
                onCheckedChange={(picked) => state.onToggle({ id: person.id, picked })}
              />
            ))}
          </fieldset>
          <p id={listId} role="status">
            {pick.picked(state.form.picked.length)}
          </p>
          {state.errors.picked ? <InlineAlert severity="error" title={state.errors.picked} /> : null}
        </>
      )}
    </InPlaceDialog>
  );
};

/** 受付状態: the saved status and the moves from it, each held back with its reason. */
export const StatusSection = ({ form, dirty }: { form: FormRead; dirty: boolean }) => {
  const id = useId();
  const [moves, onMove] = useUnit([$statusMoves, statusMoved]);
  return (
    <section className={layout.section} aria-labelledby={id}>
      <SectionHeading id={id}>{text.status}</SectionHeading>
      <p>
        {text.currentStatus}：<strong>{formStatusLabel(form.status)}</strong>
      </p>
      {moves.map((move) => (
        <div key={move.to}>
          <Button
            variant={move.to === 'open' ? 'primary' : 'secondary'}
            disabled={move.blocked !== null}
            aria-describedby={move.blocked ? `${id}-${move.to}` : undefined}
            onClick={() => onMove(move.to)}
          >
            {formStatusMoveLabels[move.to]}
          </Button>
          {move.blocked ? (
            <p id={`${id}-${move.to}`} className={layout.quiet}>
              {move.blocked}
            </p>
          ) : null}
        </div>
      ))}
      {dirty && moves.length > 0 ? <p className={layout.quiet}>{text.statusMoveNote}</p> : null}
    </section>
  );
};
