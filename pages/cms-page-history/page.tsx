import { useGate, useUnit } from 'effector-react';
import { Link, useParams } from 'react-router-dom';
import type { PageVersionSummary } from '../../contract/index.ts';
import {
  $compareFrom,
  $comparePair,
  $compareTo,
  type CompareSideName,
  type CompareSideState,
  compareChosen,
  compareRetried,
  pageVersions,
} from '../../model/cms/index.ts';
import {
  CodeDiff,
  DataTable,
  type DataTableColumn,
  EmptyState,
  InlineAlert,
  PageHeader,
  PreviewPair,
  SectionHeading,
  Select,
  Spinner,
  StatusBadge,
} from '../../ui/index.ts';
import { kitText, LoadFailed, layout, paths } from '../shared/index.ts';
import { PageHistoryGate } from './model.ts';
import * as styles from './page.css.ts';
import { pageHistoryText as text } from './text.ts';

const c = text.compare;

const columns: DataTableColumn<PageVersionSummary>[] = [
  { key: 'version', header: text.columns.version, render: (row) => text.versionLabel(row.pageVersion) },
  { key: 'title', header: text.columns.title, render: (row) => row.title },
  { key: 'path', header: text.columns.path, render: (row) => (row.path === '' ? text.topPath : row.path) },
  { key: 'createdBy', header: text.columns.createdBy, render: (row) => row.createdBy?.name ?? text.nobody },
  { key: 'createdAt', header: text.columns.createdAt, render: (row) => text.formatTime(row.createdAt) },
  {
    key: 'publishedAt',
    header: text.columns.publishedAt,
    render: (row) => (row.publishedAt ? text.formatTime(row.publishedAt) : text.notPublished),
  },
  {
    key: 'state',
    header: text.columns.state,
    render: (row) => (row.live ? <StatusBadge tone="positive">{text.live}</StatusBadge> : null),
  },
];

/** The page's versions, newest first: loading, failed (with a retry), none yet, or the table. */
const Versions = () => {
  const state = useUnit({
    items: pageVersions.$items,
    status: pageVersions.$status,
    failed: pageVersions.$failed,
    onRetry: pageVersions.refreshed,
  });
  if (state.failed) {
    return <LoadFailed title={text.failedTitle} description={kitText.loadFailed.body} onRetry={state.onRetry} />;
  }
  // A refresh (a real-time event) keeps the rows on screen while it reads.
  if (state.items.length === 0 && state.status !== 'fulfilled') return <Spinner label={text.loading} />;
  return (
    <DataTable
      caption={text.caption}
      captionHidden
      columns={columns}
      rows={state.items}
      rowKey={(row) => row.id}
      emptyState={<EmptyState title={text.emptyTitle} description={text.emptyDescription} titleAs="p" />}
    />
  );
};

const sideLabel = (versions: readonly PageVersionSummary[], id: number | null) => {
  const version = versions.find((each) => each.id === id);
  return version ? c.side(version.pageVersion, version.live) : '';
};

/** Why one side cannot be shown yet (read, failed, gone), or null when it is there. */
const SideProblem = ({ side }: { side: CompareSideState }) => {
  const onRetry = useUnit(compareRetried);
  if (side.failed)
    return <LoadFailed title={c.failedTitle} description={kitText.loadFailed.body} onRetry={() => onRetry()} />;
  if (side.gone)
    return (
      <InlineAlert severity="warning" title={c.goneTitle}>
        {c.goneBody}
      </InlineAlert>
    );
  return null;
};

/** Two versions chosen (公開中 against the newest to begin with), their HTML side by side and both previews. */
const Compare = () => {
  const state = useUnit({
    versions: pageVersions.$items,
    pair: $comparePair,
    from: $compareFrom,
    to: $compareTo,
    onChoose: compareChosen,
  });
  if (state.versions.length === 0) return null;
  const items = state.versions.map((version) => ({
    value: String(version.id),
    label: c.option(version.pageVersion, version.live, version.createdAt),
  }));
  const picker = (side: CompareSideName, label: string) => (
    <Select
      className={styles.picker}
      label={label}
      items={items}
      value={state.pair[side] === null ? null : String(state.pair[side])}
      onValueChange={(value) => {
        if (value) state.onChoose({ side, id: Number(value) });
      }}
      name={side}
    />
  );
  const previewSide = (name: string, side: CompareSideState) => {
    const label = sideLabel(state.versions, side.id);
    return { label: `${name}：${label}`, html: side.preview, title: c.previewOf(name, label), pending: side.pending };
  };
  const { from, to } = state;
  return (
    <section className={layout.section} aria-labelledby="page-history-compare">
      <SectionHeading level={2} id="page-history-compare">
        {c.heading}
      </SectionHeading>
      <fieldset className={layout.fieldRow}>
        <legend className={layout.legend}>{c.legend}</legend>
        {picker('from', c.from)}
        {picker('to', c.to)}
      </fieldset>
      <SideProblem side={from} />
      <SideProblem side={to} />
      {from.version && to.version ? (
        <CodeDiff
          label={c.diff}
          before={from.version.html}
          beforeLabel={`${c.from}：${sideLabel(state.versions, from.id)}`}
          after={to.version.html}
          afterLabel={`${c.to}：${sideLabel(state.versions, to.id)}`}
        />
      ) : from.pending || to.pending ? (
        <Spinner label={c.loading} />
      ) : null}
      <PreviewPair
        heading={c.previews}
        note={from.pageAlone || to.pageAlone ? c.previewNote : undefined}
        sides={[previewSide(c.from, from), previewSide(c.to, to)]}
        loadingText={c.loading}
      />
    </section>
  );
};

/** /cms/{webId}/page/{id}/history (ours): the page's versions, any two compared, back to its editor. */
export const PageHistoryPage = () => {
  const params = useParams();
  const webId = Number(params.webId);
  const id = Number(params.id);
  useGate(PageHistoryGate, { id });
  const newest = useUnit(pageVersions.$items)[0];
  return (
    <div className={layout.stack}>
      <Link to={paths.page.detail.to({ webId, id })} className={layout.backLink}>
        {text.backToEditor}
      </Link>
      <PageHeader title={text.title} description={text.description(newest?.title ?? null)} />
      <Versions />
      <Compare />
    </div>
  );
};
