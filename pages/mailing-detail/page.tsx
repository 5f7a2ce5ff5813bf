import { useGate, useUnit } from 'effector-react';
import { useId } from 'react';
import { Link, useParams } from 'react-router-dom';
import { type MailingType, mailingTypeDescriptions, mailingTypeLabel } from '../../contract/mailing.ts';
import {
  $groupNames,
  $mailingBlocked,
  mailingEditor,
  mailingPagesText,
  mailingText,
  members,
} from '../../model/mailing/index.ts';
import { LinkButton, PageHeader, SectionHeading, TextField } from '../../ui/index.ts';
import { sendersOf } from '../mailing-shared/index.ts';
import {
  EditorForm,
  LeaveGuard,
  layout,
  paths,
  ReadOnlyNotice,
  RecordScreen,
  useGoWhen,
  useOverThisPage,
} from '../shared/index.ts';
import { MembersSection } from './MembersSection.tsx';
import {
  $mailing,
  $mailingDeleted,
  $mailingFetching,
  $mailingGone,
  $mailingLoadFailed,
  MailingDetailGate,
} from './model.ts';

const text = mailingPagesText.detail;

const typeDescription = (type: string) =>
  type in mailingTypeDescriptions ? mailingTypeDescriptions[type as MailingType] : '';

/** The list's name, saved on its own (its type is fixed once created). */
const NameForm = ({ readOnly }: { readOnly: boolean }) => {
  const editor = useUnit({
    draft: mailingEditor.$draft,
    fieldErrors: mailingEditor.$fieldErrors,
    onChange: mailingEditor.changed,
  });
  return (
    <EditorForm
      editor={mailingEditor}
      submitLabel={text.save}
      saveFailedTitle={mailingPagesText.saveFailed}
      conflictRows={(mine, theirs) => [
        { key: 'name', field: mailingPagesText.name, mine: mine.name, theirs: theirs.name },
      ]}
      readOnly={readOnly}
    >
      <TextField
        label={mailingPagesText.name}
        required
        hint={mailingPagesText.nameHint}
        autoComplete="off"
        disabled={readOnly}
        value={editor.draft.name}
        error={editor.fieldErrors.name}
        onChange={(event) => editor.onChange({ name: event.currentTarget.value })}
      />
    </EditorForm>
  );
};

/** /mailing/{id}: the name, the type, who may send to it, and its addresses; the dialogs open over it. */
export const MailingDetailPage = () => {
  const mailingId = Number(useParams().id);
  useGate(MailingDetailGate, { id: mailingId });
  const over = useOverThisPage();
  const sendersId = useId();
  const page = useUnit({
    mailing: $mailing,
    fetching: $mailingFetching,
    failed: $mailingLoadFailed,
    gone: $mailingGone,
    deleted: $mailingDeleted,
    blocked: $mailingBlocked,
    names: $groupNames,
    dirty: mailingEditor.$dirty,
  });
  const onRetry = useUnit(members.refreshed);
  useGoWhen(page.deleted ? paths.mailing.list.to() : null);

  return (
    <RecordScreen
      back={{ to: paths.mailing.list.to(), label: mailingPagesText.backToList }}
      record={page.mailing}
      fetching={!page.gone && page.fetching}
      failed={page.failed}
      onRetry={onRetry}
      words={{
        ...mailingPagesText,
        staleCopyTitle: text.staleCopyTitle,
        staleCopyDescription: text.staleCopyDescription,
      }}
      header={(mailing) => (
        <PageHeader
          title={mailing.name}
          description={`${mailingPagesText.type}：${mailingTypeLabel(mailing.type)}　${typeDescription(mailing.type)}`}
          actions={
            page.blocked ? null : (
              <LinkButton asChild variant="danger">
                <Link to={paths.mailing.remove.to({ id: mailing.id })} state={over}>
                  {text.remove}
                </Link>
              </LinkButton>
            )
          }
        />
      )}
    >
      {(mailing) => (
        <>
          <ReadOnlyNotice reason={page.blocked} />
          <NameForm readOnly={page.blocked !== null} />
          <section className={layout.section} aria-labelledby={sendersId}>
            <SectionHeading
              id={sendersId}
              actions={
                page.blocked ? null : (
                  <LinkButton asChild variant="secondary">
                    <Link to={paths.mailing.assign.to({ id: mailing.id })} state={over}>
                      {text.assign}
                    </Link>
                  </LinkButton>
                )
              }
            >
              {mailingText.allowedSenders}
            </SectionHeading>
            <p className={layout.quiet}>{text.sendersDescription}</p>
            <p>{sendersOf(mailing.allowGroup, page.names)}</p>
          </section>
          <MembersSection mailing={mailing} />
          <LeaveGuard when={page.dirty && !page.deleted} base={paths.mailing.detail.to({ id: mailing.id })} />
        </>
      )}
    </RecordScreen>
  );
};
