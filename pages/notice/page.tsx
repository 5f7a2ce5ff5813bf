import { useGate, useUnit } from 'effector-react';
import { type RefObject, useEffect, useId, useRef } from 'react';
import { type NoticeRead, noticeTypeLabels, noticeTypeOf } from '../../contract/index.ts';
import { japanDateTime } from '../../contract/japanDateTime.ts';
import {
  $canWriteNotices,
  $noticeLimit,
  type NoticeDraft,
  noticeDelete,
  noticeEditor,
  noticeList,
  notices,
} from '../../model/notice/index.ts';
import {
  Button,
  EmptyState,
  LoadingOverlay,
  NoticeEditor,
  NoticeFilters,
  NoticeItem,
  PageHeader,
  SectionHeading,
} from '../../ui/index.ts';
import {
  type ConflictRow,
  DeleteConfirm,
  LeaveGuard,
  LoadFailed,
  layout,
  paths,
  SaveProblem,
} from '../shared/index.ts';
import { $editingId, $noticesLoading, editClicked, NoticePageGate, newClicked } from './model.ts';
import * as styles from './page.css.ts';
import { noticePageText as text } from './text.ts';

// Staff of a Japanese agency read Japan's time, wherever the browser thinks it is.

const typeChoices = [{ value: 'all' as const, label: text.allTypes }, ...text.types];
const titleOf = (notice: { title?: string | undefined }) => notice.title?.trim() || text.list.untitled;

const conflictRows = (mine: NoticeDraft, theirs: NoticeRead): ConflictRow[] => {
  const words = text.editor.words;
  return [
    { key: 'type', field: words.type, mine: noticeTypeLabels[mine.type], theirs: noticeTypeOf(theirs.type).label },
    { key: 'title', field: words.title, mine: mine.title, theirs: theirs.title ?? '' },
    { key: 'content', field: words.content, mine: mine.content, theirs: theirs.content },
    {
      key: 'important',
      field: words.important,
      mine: mine.important ? 'はい' : 'いいえ',
      theirs: theirs.important ? 'はい' : 'いいえ',
    },
  ];
};

/** The form of a new notice or of the one being edited (CONFIG above 1 only). */
const EditorSection = ({ headingRef }: { headingRef: RefObject<HTMLHeadingElement | null> }) => {
  const headingId = useId();
  const editor = useUnit({
    editingId: $editingId,
    draft: noticeEditor.$draft,
    dirty: noticeEditor.$dirty,
    saving: noticeEditor.$saving,
    saveError: noticeEditor.$saveError,
    fieldErrors: noticeEditor.$fieldErrors,
    conflict: noticeEditor.$conflict,
    onChange: noticeEditor.changed,
    onSave: noticeEditor.saveClicked,
    onKeepMine: noticeEditor.keepMineClicked,
    onTakeTheirs: noticeEditor.takeTheirsClicked,
    onNew: newClicked,
  });
  const editing = editor.editingId !== null;
  return (
    <section className={layout.section} aria-labelledby={headingId}>
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className={styles.heading}>
        {editing ? text.editor.editTitle : text.editor.newTitle}
      </h2>
      <p className={layout.quiet}>{editing ? text.editor.editDescription : text.editor.newDescription}</p>
      <NoticeEditor
        aria-labelledby={headingId}
        value={editor.draft}
        onChange={editor.onChange}
        onSubmit={editor.onSave}
        types={text.types}
        words={text.editor.words}
        submitLabel={editing ? text.editor.save : text.editor.send}
        errors={editor.fieldErrors}
        pending={editor.saving}
        status={
          <SaveProblem
            conflictRows={editor.conflict ? conflictRows(editor.conflict.mine, editor.conflict.theirs) : null}
            saveError={editor.saveError}
            saveFailedTitle={text.editor.saveFailed}
            onKeepMine={editor.onKeepMine}
            onTakeTheirs={editor.onTakeTheirs}
            pending={editor.saving}
          />
        }
        secondaryAction={
          editing ? (
            <Button variant="secondary" onClick={() => editor.onNew()}>
              {text.editor.stopEditing}
            </Button>
          ) : null
        }
      />
      <LeaveGuard when={editor.dirty} base={paths.notice.list.to()} />
    </section>
  );
};

/**
 * /notice, for every signed-in user: the notices they receive, newest first, filtered by type and read
 * state, each as the bell shows it (type colour, 重要, HTML through the one sanitiser). CONFIG above 1 also
 * sends, edits and deletes notices here.
 */
export const NoticePage = () => {
  useGate(NoticePageGate);
  const listHeadingId = useId();
  const editorHeading = useRef<HTMLHeadingElement>(null);
  const page = useUnit({
    canWrite: $canWriteNotices,
    limit: $noticeLimit,
    rows: noticeList.$visible,
    total: noticeList.$total,
    filter: noticeList.$filter,
    active: noticeList.$active,
    onFilter: noticeList.changed,
    onClear: noticeList.reset,
    loading: $noticesLoading,
    failed: notices.$failed,
    onRetry: notices.refreshed,
    editingId: $editingId,
    onEdit: editClicked,
    onDelete: noticeDelete.opened,
    deleting: noticeDelete.$target,
    items: notices.$items,
  });
  const deletingTitle = titleOf(page.items.find((notice) => notice.id === page.deleting) ?? {});

  // Deleted: the button focus would go back to is gone with its notice, so the list's heading takes it.
  const askedAbout = useRef<number | null>(null);
  useEffect(() => {
    const before = askedAbout.current;
    askedAbout.current = page.deleting;
    if (before === null || page.deleting !== null || page.items.some((notice) => notice.id === before)) return;
    const frame = requestAnimationFrame(() => {
      const heading = document.getElementById(listHeadingId);
      if (!heading) return;
      heading.tabIndex = -1;
      heading.focus();
    });
    return () => cancelAnimationFrame(frame);
  }, [page.deleting, page.items, listHeadingId]);

  const edit = (id: number) => {
    page.onEdit(id);
    editorHeading.current?.focus();
    editorHeading.current?.scrollIntoView?.({ block: 'start' });
  };

  const empty = page.failed ? (
    <LoadFailed title={text.list.failedTitle} description={text.list.failedDescription} onRetry={page.onRetry} />
  ) : page.total === 0 ? (
    <EmptyState titleAs="p" title={text.list.emptyTitle} description={text.list.emptyDescription} />
  ) : (
    <EmptyState titleAs="p" title={text.list.noMatchTitle} description={text.list.noMatchDescription} />
  );

  return (
    <div className={layout.stack}>
      <PageHeader title={text.title} description={page.canWrite ? text.writerDescription : text.description} />
      {page.canWrite ? <EditorSection headingRef={editorHeading} /> : null}
      <section className={layout.section} aria-labelledby={listHeadingId}>
        <SectionHeading id={listHeadingId}>{text.list.title}</SectionHeading>
        <p className={layout.quiet}>{text.list.limit(page.limit)}</p>
        <NoticeFilters
          types={typeChoices}
          type={page.filter.type}
          onTypeChange={(type) => page.onFilter({ type })}
          unreadOnly={page.filter.unreadOnly}
          onUnreadOnlyChange={(unreadOnly) => page.onFilter({ unreadOnly })}
          count={page.loading ? '' : text.list.shown(page.rows.length, page.total)}
          active={page.active}
          onClear={() => page.onClear()}
          words={{
            label: text.list.filters,
            type: text.list.type,
            unreadOnly: text.list.unreadOnly,
            clear: text.list.clear,
          }}
        />
        {page.failed && page.total > 0 ? (
          <LoadFailed title={text.list.failedTitle} description={text.list.failedDescription} onRetry={page.onRetry} />
        ) : null}
        <LoadingOverlay pending={page.loading} label={text.list.loading}>
          {page.rows.length > 0 ? (
            <ul className={styles.list} aria-labelledby={listHeadingId}>
              {page.rows.map((notice) => {
                const type = noticeTypeOf(notice.type);
                const title = titleOf(notice);
                const edited = notice.updatedAt && notice.createdAt && notice.updatedAt !== notice.createdAt;
                return (
                  <NoticeItem
                    key={notice.id}
                    type={type.key}
                    typeLabel={type.label}
                    title={title}
                    titleAs="h3"
                    content={notice.content}
                    important={notice.important}
                    unread={notice.unread}
                    importantLabel={text.list.important}
                    unreadLabel={text.list.unread}
                    {...(notice.createdAt
                      ? {
                          date: {
                            dateTime: notice.createdAt,
                            text:
                              japanDateTime(new Date(notice.createdAt), 'long') +
                              (edited && notice.updatedAt
                                ? text.list.updated(japanDateTime(new Date(notice.updatedAt), 'long'))
                                : ''),
                          },
                        }
                      : {})}
                    actions={
                      page.canWrite ? (
                        <>
                          <Button
                            variant="secondary"
                            size="small"
                            aria-label={text.list.editLabel(title)}
                            aria-pressed={page.editingId === notice.id}
                            onClick={() => edit(notice.id)}
                          >
                            {text.list.edit}
                          </Button>
                          <Button
                            variant="danger"
                            size="small"
                            aria-label={text.list.deleteLabel(title)}
                            onClick={() => page.onDelete(notice.id)}
                          >
                            {text.list.delete}
                          </Button>
                        </>
                      ) : undefined
                    }
                  />
                );
              })}
            </ul>
          ) : page.loading ? null : (
            empty
          )}
        </LoadingOverlay>
      </section>
      {page.canWrite ? (
        <DeleteConfirm
          dialog={noticeDelete}
          words={{
            title: text.remove.title,
            body: text.remove.body(deletingTitle),
            confirm: text.remove.confirm,
            failed: text.remove.failed,
          }}
        />
      ) : null}
    </div>
  );
};
