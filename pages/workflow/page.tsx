import { useGate, useUnit } from 'effector-react';
import { Link, useSearchParams } from 'react-router-dom';
import type { WorkflowStatus } from '../../contract/index.ts';
import { workflowStatuses } from '../../contract/index.ts';
import {
  $detail,
  $detailFailed,
  $detailGone,
  $detailId,
  $detailPending,
  $detailPreviews,
  $queueWebsites,
  $selectedRow,
  detailRefreshed,
  type WorkflowRow,
  type WorkflowScope,
  workflowApprove,
  workflowPagesText,
  workflowQueue,
  workflowReject,
  workflowRemand,
  workflowResubmit,
  workflowScopes,
  workflows,
  workflowText,
} from '../../model/workflow/index.ts';
import {
  Button,
  CodeDiff,
  DataTable,
  type DataTableColumn,
  EmptyState,
  HistoryTimeline,
  InlineAlert,
  LinkButton,
  PageHeader,
  PreviewPair,
  SectionHeading,
  Select,
  Spinner,
  StatusBadge,
} from '../../ui/index.ts';
import { CommentDialog, kitText, LoadFailed, layout, paths, useOverThisPage } from '../shared/index.ts';
import { $decisionRoutesOpen, WorkflowGate } from './model.ts';
import * as styles from './page.css.ts';
import { historyEntries, statusTone } from './tones.ts';

const text = workflowPagesText;
const d = text.detail;

const ALL = 'all';
const scopeItems = workflowScopes.map((value) => ({ value, label: text.filters.scopes[value] }));
const statusItems = [
  { value: ALL, label: text.filters.anyStatus },
  ...workflowStatuses.map((value) => ({ value, label: workflowText.statusLabels[value] })),
];

const subjectOf = (row: { pageTitle?: string | null; webName?: string }) =>
  workflowText.subject(row.pageTitle, row.webName);

const Filters = () => {
  const state = useUnit({
    filter: workflowQueue.$filter,
    active: workflowQueue.$active,
    websites: $queueWebsites,
    onChange: workflowQueue.changed,
    onReset: workflowQueue.reset,
  });
  const websiteItems = [
    { value: ALL, label: text.filters.anyWebsite },
    ...state.websites.map((web) => ({ value: String(web.id), label: web.name })),
  ];
  return (
    <fieldset className={layout.fieldRow}>
      <legend className={layout.legend}>{text.filters.legend}</legend>
      <Select<WorkflowScope>
        className={styles.filterField}
        label={text.filters.scope}
        items={scopeItems}
        value={state.filter.scope}
        onValueChange={(scope) => state.onChange({ scope: scope ?? 'all' })}
        name="scope"
      />
      <Select
        className={styles.filterField}
        label={text.filters.status}
        items={statusItems}
        value={state.filter.status ?? ALL}
        onValueChange={(status) =>
          state.onChange({ status: !status || status === ALL ? null : (status as WorkflowStatus) })
        }
        name="status"
      />
      <Select
        className={styles.filterField}
        label={text.filters.website}
        items={websiteItems}
        value={state.filter.webId === null ? ALL : String(state.filter.webId)}
        onValueChange={(web) => state.onChange({ webId: !web || web === ALL ? null : Number(web) })}
        name="website"
      />
      {state.active ? (
        <Button variant="tertiary" onClick={() => state.onReset()}>
          {text.filters.reset}
        </Button>
      ) : null}
    </fieldset>
  );
};

const Queue = () => {
  const state = useUnit({
    rows: workflowQueue.$visible,
    total: workflowQueue.$total,
    loading: workflows.$pending,
    failed: workflows.$failed,
    selectedId: $detailId,
    onRetry: workflows.refreshed,
  });
  const columns: DataTableColumn<WorkflowRow>[] = [
    {
      key: 'status',
      header: text.columns.status,
      render: (row) => (
        <>
          {row.status ? (
            <StatusBadge tone={statusTone(row.status)}>{workflowText.statusLabels[row.status]}</StatusBadge>
          ) : null}
          {row.outdated ? (
            <span className={styles.outdatedMark}>
              <StatusBadge tone="caution">{text.outdated}</StatusBadge>
            </span>
          ) : null}
        </>
      ),
    },
    { key: 'kind', header: text.columns.kind, render: (row) => (row.kind ? workflowText.kindLabels[row.kind] : '—') },
    { key: 'website', header: text.columns.website, render: (row) => row.webName ?? '—' },
    {
      key: 'page',
      header: text.columns.page,
      render: (row) => (
        <Link to={{ search: `?id=${row.id}` }} aria-current={row.id === state.selectedId ? 'true' : undefined}>
          {row.pageTitle ?? text.wholeWebsite}
        </Link>
      ),
    },
    { key: 'requester', header: text.columns.requester, render: (row) => row.requester?.name ?? text.nobody },
    {
      key: 'waitingFor',
      header: text.columns.waitingFor,
      render: (row) => (row.waitingFor?.length ? row.waitingFor.join('、') : text.nobody),
    },
    { key: 'requestedAt', header: text.columns.requestedAt, render: (row) => text.formatTime(row.createdAt) },
  ];
  if (state.failed) {
    return <LoadFailed title={text.failedTitle} description={kitText.loadFailed.body} onRetry={state.onRetry} />;
  }
  if (state.loading && state.total === 0) return <Spinner label={text.loading} />;
  return (
    <div className={layout.section}>
      <p className={layout.quiet} aria-live="polite">
        {text.filters.shown(state.rows.length, state.total)}
      </p>
      <DataTable
        caption={text.caption}
        captionHidden
        columns={columns}
        rows={state.rows}
        rowKey={(row) => row.id}
        emptyState={
          state.total === 0 ? (
            <EmptyState title={text.emptyTitle} description={text.emptyDescription} titleAs="p" />
          ) : (
            <EmptyState title={text.noMatchTitle} description={text.noMatchDescription} titleAs="p" />
          )
        }
      />
    </div>
  );
};

/** The buttons the caller may use: each only where the request's may* says the server will take it. */
const Decisions = ({ id }: { id: number }) => {
  const over = useOverThisPage();
  const state = useUnit({
    row: $selectedRow,
    detail: $detail,
    routes: $decisionRoutesOpen,
    approve: workflowApprove.opened,
    reject: workflowReject.opened,
    remand: workflowRemand.opened,
    resubmit: workflowResubmit.opened,
  });
  const request = state.detail ?? state.row;
  if (!request) return null;
  const any = request.mayApprove || request.mayReject || request.mayRemand || request.mayResubmit;
  return (
    <section aria-label={d.actions}>
      {!any ? <p className={layout.quiet}>{d.noActions}</p> : null}
      <div className={styles.actions}>
        {request.mayApprove ? (
          state.routes ? (
            <LinkButton asChild>
              <Link to={paths.workflow.approve.to({ id })} state={over}>
                {d.approve}
              </Link>
            </LinkButton>
          ) : (
            <Button onClick={() => state.approve(id)}>{d.approve}</Button>
          )
        ) : null}
        {request.mayRemand ? (
          <Button variant="secondary" onClick={() => state.remand(id)}>
            {d.remand}
          </Button>
        ) : null}
        {request.mayReject ? (
          state.routes ? (
            <LinkButton asChild variant="danger">
              <Link to={paths.workflow.reject.to({ id })} state={over}>
                {d.reject}
              </Link>
            </LinkButton>
          ) : (
            <Button variant="danger" onClick={() => state.reject(id)}>
              {d.reject}
            </Button>
          )
        ) : null}
        {request.mayResubmit ? (
          <Button variant="secondary" onClick={() => state.resubmit(id)}>
            {d.resubmit}
          </Button>
        ) : null}
      </div>
    </section>
  );
};

const Detail = () => {
  const state = useUnit({
    id: $detailId,
    detail: $detail,
    row: $selectedRow,
    pending: $detailPending,
    failed: $detailFailed,
    gone: $detailGone,
    previews: $detailPreviews,
    onRetry: detailRefreshed,
  });
  if (state.id === null) return <p className={layout.quiet}>{d.none}</p>;
  if (state.gone)
    return (
      <InlineAlert severity="warning" title={d.goneTitle}>
        {d.goneBody}
      </InlineAlert>
    );
  const { detail } = state;
  if (!detail) {
    if (state.failed)
      return <LoadFailed title={d.failedTitle} description={kitText.loadFailed.body} onRetry={state.onRetry} />;
    return <Spinner label={d.loading} />;
  }
  const subject = subjectOf(detail);
  const facts: [string, string][] = [
    [text.columns.kind, detail.kind ? workflowText.kindLabels[detail.kind] : '—'],
    [text.columns.website, detail.webName ?? '—'],
    [text.columns.requester, detail.requester?.name ?? text.nobody],
    [text.columns.requestedAt, text.formatTime(detail.createdAt)],
    [text.columns.waitingFor, detail.waitingFor?.length ? detail.waitingFor.join('、') : text.nobody],
    ...(detail.step != null && detail.lastStep
      ? [[workflowText.step, d.step(detail.step, detail.lastStep)] as [string, string]]
      : []),
    ...(detail.comment ? [[d.comment, detail.comment] as [string, string]] : []),
    ...(detail.reviewComment && detail.reviewer
      ? [[d.reviewComment(detail.reviewer.name), detail.reviewComment] as [string, string]]
      : []),
  ];
  return (
    <div className={styles.detail}>
      {state.failed ? (
        <LoadFailed title={d.failedTitle} description={kitText.loadFailed.body} onRetry={state.onRetry} />
      ) : null}
      <SectionHeading level={2} id="workflow-detail-heading">
        {subject}{' '}
        {detail.status ? (
          <StatusBadge tone={statusTone(detail.status)}>{workflowText.statusLabels[detail.status]}</StatusBadge>
        ) : null}
      </SectionHeading>
      {detail.outdated ? (
        <InlineAlert severity="warning" title={text.outdated}>
          {text.outdatedBody}
        </InlineAlert>
      ) : null}
      {detail.step != null && detail.waitingFor?.length === 0 ? (
        <InlineAlert severity="warning" title={text.nobodyTitle}>
          {text.nobodyBody}
        </InlineAlert>
      ) : null}
      <dl className={styles.facts} aria-label={d.facts}>
        {facts.map(([term, value]) => (
          <div key={term} className={styles.factRow}>
            <dt className={styles.factTerm}>{term}</dt>
            <dd className={styles.factValue}>{value}</dd>
          </div>
        ))}
      </dl>
      <Decisions id={detail.id} />
      {detail.requestedHtml != null ? (
        <CodeDiff
          label={d.diff}
          before={detail.liveHtml ?? ''}
          beforeLabel={detail.liveHtml == null ? `${d.live}${d.nothingLive}` : d.live}
          after={detail.requestedHtml}
          afterLabel={d.requested}
        />
      ) : null}
      <PreviewPair
        heading={d.previews}
        sides={[
          { label: d.live, html: state.previews.live, title: d.previewOf(d.live, subject) },
          { label: d.requested, html: state.previews.requested, title: d.previewOf(d.requested, subject) },
        ]}
        emptyText={d.noPreview}
      />
      <HistoryTimeline label={d.history} entries={historyEntries(detail.events ?? [])} emptyText={d.noHistory} />
    </div>
  );
};

const Dialogs = () => {
  const { row, detail, routes } = useUnit({ row: $selectedRow, detail: $detail, routes: $decisionRoutesOpen });
  const subject = detail ? subjectOf(detail) : row ? subjectOf(row) : '';
  const dt = text.dialog;
  const last = (detail ?? row)?.step != null && (detail ?? row)?.step === (detail ?? row)?.lastStep;
  return (
    <>
      <CommentDialog
        dialog={workflowRemand}
        title={dt.remandTitle(subject)}
        description={dt.remandDescription}
        label={dt.reason(workflowText.remand)}
        required
        words={{ submit: dt.remand, failed: dt.remandFailed }}
      />
      <CommentDialog
        dialog={workflowResubmit}
        title={dt.resubmitTitle(subject)}
        description={dt.resubmitDescription}
        label={dt.commentOptional}
        required={false}
        words={{ submit: dt.resubmit, failed: dt.resubmitFailed }}
      />
      {/* Where the dialog routes are open, approve and reject are those routes (the same kit dialogs). */}
      {routes ? null : (
        <>
          <CommentDialog
            dialog={workflowApprove}
            title={dt.approveTitle(subject)}
            description={dt.approveDescription(last)}
            label={dt.commentOptional}
            required={false}
            words={{ submit: dt.approve, failed: dt.approveFailed }}
          />
          <CommentDialog
            dialog={workflowReject}
            title={dt.rejectTitle(subject)}
            description={dt.rejectDescription}
            label={dt.reason(workflowText.reject)}
            required
            destructive
            words={{ submit: dt.reject, failed: dt.rejectFailed }}
          />
        </>
      )}
    </>
  );
};

/**
 * /workflow: the requests as a queue with its filters, and the one chosen (`?id=`, so reload and Back keep
 * it) beside it: its diff against what is live, both previews, its history and the decisions the caller may take.
 */
export const WorkflowPage = () => {
  const [search] = useSearchParams();
  const raw = Number(search.get('id'));
  const id = Number.isInteger(raw) && raw > 0 ? raw : null;
  useGate(WorkflowGate, { id });
  return (
    <div className={layout.stack}>
      <PageHeader title={text.title} description={text.description} />
      <Filters />
      <Queue />
      <section aria-label={d.label}>
        <Detail />
      </section>
      <Dialogs />
    </div>
  );
};
