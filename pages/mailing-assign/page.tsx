import { useGate, useUnit } from 'effector-react';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import {
  $mailingBlocked,
  assignToggled,
  mailingAssign,
  mailingPagesText,
  mailings,
} from '../../model/mailing/index.ts';
import { Button, Checkbox, TextField } from '../../ui/index.ts';
import { layout, paths, RecordDialog } from '../shared/index.ts';
import { $assignChoices, $assigningMailing, MailingAssignGate } from './model.ts';

const text = mailingPagesText.assign;
const states = {
  loading: mailingPagesText.loading,
  missingTitle: mailingPagesText.notFoundTitle,
  missingDescription: mailingPagesText.notFoundDescription,
  failedTitle: mailingPagesText.loadFailedTitle,
};

/** /mailing/{id}/assign, over the list's page: the groups allowed to send to it (送信できる組織), ticked. */
export const MailingAssignDialog = () => {
  const id = Number(useParams().id);
  useGate(MailingAssignGate, { id });
  const state = useUnit({
    mailing: $assigningMailing,
    form: mailingAssign.$form,
    choices: $assignChoices,
    blocked: $mailingBlocked,
    onToggle: assignToggled,
  });
  // Without the group list, a group is added by its number (as the organisation screens show it).
  const [typedId, setTypedId] = useState('');
  const addById = () => {
    const groupId = Number(typedId);
    if (!Number.isInteger(groupId) || groupId <= 0) return;
    state.onToggle({ groupId, allowed: true });
    setTypedId('');
  };
  return (
    <RecordDialog
      dialog={mailingAssign}
      fallback={paths.mailing.detail.to({ id })}
      record={state.mailing}
      list={mailings}
      states={states}
      title={(mailing) => text.title(mailing.name)}
      description={text.description}
      words={{ submit: text.submit, failed: mailingPagesText.saveFailed }}
      blocked={state.blocked}
    >
      {() => (
        <fieldset className={layout.fieldset}>
          <legend className={layout.legend}>{text.legend}</legend>
          {state.choices.byName ? null : <p className={layout.quiet}>{text.byIdNote}</p>}
          {state.choices.choices.length === 0 ? <p>{text.none}</p> : null}
          {state.choices.choices.map((choice) => (
            <Checkbox
              key={choice.id}
              label={choice.name ?? mailingPagesText.groupById(choice.id)}
              checked={state.form.allowGroup.includes(choice.id)}
              onCheckedChange={(allowed) => state.onToggle({ groupId: choice.id, allowed })}
            />
          ))}
          {state.choices.byName ? null : (
            <div className={layout.rowActions}>
              <TextField
                label={text.byIdLabel}
                inputMode="numeric"
                autoComplete="off"
                value={typedId}
                onKeyDown={(event) => {
                  // Enter adds the group typed here rather than saving the dialog.
                  if (event.key !== 'Enter') return;
                  event.preventDefault();
                  addById();
                }}
                onChange={(event) =>
                  setTypedId(event.currentTarget.value.replace(/[^0-9０-９]/g, '').normalize('NFKC'))
                }
              />
              <Button variant="secondary" onClick={addById} disabled={typedId === ''}>
                {text.byIdAdd}
              </Button>
            </div>
          )}
        </fieldset>
      )}
    </RecordDialog>
  );
};
