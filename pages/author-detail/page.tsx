import { useGate, useUnit } from 'effector-react';
import { Link, useParams } from 'react-router-dom';
import type { AuthorChoices, AuthorRead } from '../../contract/author.ts';
import {
  $authorBlocked,
  $choices,
  type AuthorForm,
  authorEditor,
  authorPagesText,
  authorText,
  formOfAuthor,
  personLabel,
  scopeLabel,
} from '../../model/author/index.ts';
import { LinkButton, PageHeader } from '../../ui/index.ts';
import { AuthorFields } from '../author-shared/index.ts';
import {
  EditorForm,
  LeaveGuard,
  paths,
  ReadOnlyNotice,
  RecordScreen,
  useGoWhen,
  useOverThisPage,
} from '../shared/index.ts';
import {
  $author,
  $authorDeleted,
  $authorFetching,
  $authorLoadFailed,
  AuthorDetailGate,
  authorRetried,
} from './model.ts';

const text = authorPagesText.detail;

/** How a field of the draft reads in the conflict view. */
const shown = (form: AuthorForm, choices: AuthorChoices) => ({
  accountId: choices.accounts.find((account) => account.id === form.accountId)?.name ?? String(form.accountId ?? '—'),
  scope:
    form.scope === 'web'
      ? `${authorText.website}：${choices.websites.find((web) => web.id === form.webId)?.name ?? form.webId ?? '—'}`
      : `${authorText.group}：${choices.groups.find((group) => group.id === form.groupId)?.name ?? form.groupId ?? '—'}`,
  step: String(form.step),
  notifyByMail: authorPagesText.yesNo(form.notifyByMail),
});

/** The choices with the approver's own account and place, so a reader (who gets no choices) still sees them named. */
const withRecord = (choices: AuthorChoices, author: AuthorRead): AuthorChoices => {
  const add = <T extends { id: number }>(items: readonly T[], item: T | null) =>
    item === null || items.some((known) => known.id === item.id) ? [...items] : [...items, item];
  return {
    accounts: add(
      choices.accounts,
      author.accountId === undefined
        ? null
        : {
            id: author.accountId,
            name: personLabel(author),
            email: author.accountEmail ?? '',
            groupName: '',
          },
    ),
    websites: add(
      choices.websites,
      author.webId ? { id: author.webId, name: author.webName ?? `#${author.webId}` } : null,
    ),
    groups: add(
      choices.groups,
      author.groupId ? { id: author.groupId, name: author.groupName ?? `#${author.groupId}` } : null,
    ),
  };
};

const AuthorEditForm = ({ readOnly, author }: { readOnly: boolean; author: AuthorRead }) => {
  const editor = useUnit({
    draft: authorEditor.$draft,
    fieldErrors: authorEditor.$fieldErrors,
    choices: $choices,
    onChange: authorEditor.changed,
  });
  const conflictRows = (draft: AuthorForm, record: AuthorRead) => {
    const mine = shown(draft, editor.choices);
    const theirs = shown(formOfAuthor(record), editor.choices);
    return (
      [
        ['accountId', authorText.approver],
        ['scope', authorText.scope],
        ['step', authorText.step],
        ['notifyByMail', authorText.notifyByMail],
      ] as const
    ).map(([key, field]) => ({ key, field, mine: mine[key], theirs: theirs[key] }));
  };
  return (
    <EditorForm
      editor={authorEditor}
      submitLabel={text.save}
      saveFailedTitle={authorPagesText.saveFailed}
      conflictRows={conflictRows}
      readOnly={readOnly}
    >
      <AuthorFields
        form={editor.draft}
        errors={editor.fieldErrors}
        choices={withRecord(editor.choices, author)}
        disabled={readOnly}
        onChange={editor.onChange}
      />
    </EditorForm>
  );
};

/** /author/{id}: who approves what, at which step, with the mail flag; editable at CONFIG 2; the delete dialog opens over it. */
export const AuthorDetailPage = () => {
  const authorId = Number(useParams().id);
  useGate(AuthorDetailGate, { id: authorId });
  const over = useOverThisPage();
  const page = useUnit({
    author: $author,
    fetching: $authorFetching,
    failed: $authorLoadFailed,
    deleted: $authorDeleted,
    blocked: $authorBlocked,
    dirty: authorEditor.$dirty,
    onRetry: authorRetried,
  });
  useGoWhen(page.deleted ? paths.author.list.to() : null);
  return (
    <RecordScreen
      back={{ to: paths.author.list.to(), label: authorPagesText.backToList }}
      record={page.author}
      fetching={page.fetching}
      failed={page.failed}
      onRetry={page.onRetry}
      words={{
        ...authorPagesText,
        loadFailedTitle: authorPagesText.list.failedTitle,
        staleCopyTitle: text.staleCopyTitle,
        staleCopyDescription: text.staleCopyDescription,
      }}
      header={(author) => (
        <PageHeader
          title={`${authorText.approver} ${personLabel(author)}`}
          description={[author.accountEmail, scopeLabel(author)].filter(Boolean).join('　')}
          actions={
            page.blocked ? null : (
              <LinkButton asChild variant="danger">
                <Link to={paths.author.remove.to({ id: author.id })} state={over}>
                  {text.remove}
                </Link>
              </LinkButton>
            )
          }
        />
      )}
    >
      {(author) => (
        <>
          <ReadOnlyNotice reason={page.blocked} />
          <AuthorEditForm readOnly={page.blocked !== null} author={author} />
          <LeaveGuard when={page.dirty && !page.deleted} base={paths.author.detail.to({ id: author.id })} />
        </>
      )}
    </RecordScreen>
  );
};
