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
import { Button, Checkbox, InlineAlert, Spinner, TextField } from '../../ui/index.ts';
import { kitText, LoadFailed, layout, MutationFormDialog, paths, ReadOnlyNotice } from '../shared/index.ts';
import { $assignChoices, $assigningMailing, MailingAssignGate } from './model.ts';

const text = mailingPagesText.assign;

/** /mailing/{id}/assign, over the list's page: the groups allowed to send to it (送信できる組織), ticked. */
export const MailingAssignDialog = () => {
  const id = Number(useParams().id);
  useGate(MailingAssignGate, { id });
  const state = useUnit({
    mailing: $assigningMailing,
    form: mailingAssign.$form,
    choices: $assignChoices,
    loading: mailings.$pending,
    failed: mailings.$failed,
    onRetry: mailings.refreshed,
    blocked: $mailingBlocked,
    onToggle: assignToggled,
  });
  const { mailing } = state;
  // Without the group list, a group is added by its number (as the organisation screens show it).
  const [typedId, setTypedId] = useState('');
  const addById = () => {
    const groupId = Number(typedId);
    if (!Number.isInteger(groupId) || groupId <= 0) return;
    state.onToggle({ groupId, allowed: true });
    setTypedId('');
  };
  return (
    <MutationFormDialog
      dialog={mailingAssign}
      fallback={paths.mailing.detail.to({ id })}
      title={
        mailing ? text.title(mailing.name) : state.loading ? mailingPagesText.loading : mailingPagesText.notFoundTitle
      }
      description={mailing ? text.description : ''}
      words={{ submit: text.submit, failed: mailingPagesText.saveFailed }}
      submitDisabled={!mailing || state.blocked !== null}
    >
      {!mailing ? (
        state.loading ? (
          <Spinner label={mailingPagesText.loading} />
        ) : state.failed ? (
          <LoadFailed title={kitText.loadFailed.title} description={kitText.loadFailed.body} onRetry={state.onRetry} />
        ) : (
          <InlineAlert severity="warning" title={mailingPagesText.notFoundTitle} />
        )
      ) : state.blocked ? (
        <ReadOnlyNotice reason={state.blocked} />
      ) : (
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
    </MutationFormDialog>
  );
};
