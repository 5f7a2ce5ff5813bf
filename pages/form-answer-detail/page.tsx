import { useGate, useUnit } from 'effector-react';
import { Link, useParams } from 'react-router-dom';
import {
  $arrivalsCount,
  $columnFilters,
  $columnWidths,
  $exportDialogOpen,
  $exportError,
  $exportPending,
  $filtering,
  $format,
  $hiddenColumns,
  $jobs,
  $loadComplete,
  $loadedCount,
  $matchingCount,
  $removeConfirmText,
  $removeRule,
  $rows,
  $scope,
  $search,
  $selectedCount,
  $selectedIds,
  $sorting,
  $tableFailed,
  $tableForm,
  $totalCount,
  $visibleColumns,
  allMatchingSelected,
  answerRemove,
  arrivalsShown,
  cancelClicked,
  columnFilterChanged,
  columnResized,
  columnVisibilityChanged,
  exportDialogClosed,
  exportDialogOpened,
  exportSubmitted,
  formAnswerPagesText,
  formatChanged,
  removeClicked,
  rowToggled,
  scopeChanged,
  searchChanged,
  selectionCleared,
  sortClicked,
  tableRetried,
} from '../../model/formAnswer/index.ts';
import {
  AnswerTable,
  Button,
  ConfirmDialog,
  Dialog,
  ExportPanel,
  InlineAlert,
  PageHeader,
  TextField,
} from '../../ui/index.ts';
import { LoadFailed, layout, paths } from '../shared/index.ts';
import { FormAnswerDetailGate } from './model.ts';
import * as styles from './page.css.ts';

const text = formAnswerPagesText.detail;

/** The table and its search, counts, new-answers button and loading state. */
const AnswersSection = () => {
  const table = useUnit({
    columns: $visibleColumns,
    rows: $rows,
    sorting: $sorting,
    onSort: sortClicked,
    filters: $columnFilters,
    selected: $selectedIds,
    onSelectAllMatching: allMatchingSelected,
    onClearSelection: selectionCleared,
    hidden: $hiddenColumns,
    widths: $columnWidths,
    totalCount: $totalCount,
    matchingCount: $matchingCount,
  });
  const events = useUnit({
    filter: columnFilterChanged,
    toggle: rowToggled,
    visibility: columnVisibilityChanged,
    resize: columnResized,
    search: searchChanged,
    showArrivals: arrivalsShown,
    retry: tableRetried,
  });
  const state = useUnit({
    search: $search,
    arrivals: $arrivalsCount,
    loaded: $loadedCount,
    complete: $loadComplete,
    failed: $tableFailed,
  });
  if (state.failed && state.loaded === 0) {
    return (
      <LoadFailed
        title={text.loadFailedTitle}
        description={text.loadFailedDescription}
        onRetry={() => events.retry()}
      />
    );
  }
  return (
    <section className={layout.section} aria-label={text.screen}>
      <div className={layout.searchRow}>
        <TextField
          type="search"
          label={text.search}
          hint={text.searchHint}
          value={state.search}
          onChange={(event) => events.search(event.currentTarget.value)}
        />
        {state.arrivals > 0 ? (
          <Button variant="secondary" onClick={() => events.showArrivals()}>
            {text.showArrivals(state.arrivals)}
          </Button>
        ) : null}
      </div>
      <p className={styles.status} role="status">
        {state.complete ? '' : text.loadingProgress(state.loaded)}
        {state.failed && state.loaded > 0 ? (
          <>
            {' '}
            {text.moreFailed}{' '}
            <Button variant="secondary" size="small" onClick={() => events.retry()}>
              {text.retry}
            </Button>
          </>
        ) : null}
      </p>
      <AnswerTable
        {...table}
        onFilterChange={(key, value) => events.filter({ key, value })}
        onRowToggle={(id, range) => events.toggle({ id, range })}
        onVisibilityChange={(key, visible) => events.visibility({ key, visible })}
        onResize={(key, width) => events.resize({ key, width })}
        className={styles.table}
      />
    </section>
  );
};

/** The download dialog: what, as what, and the exports under way (they run on after it closes). */
const ExportDialog = () => {
  const dialog = useUnit({ open: $exportDialogOpen, close: exportDialogClosed });
  const panel = useUnit({
    selectedCount: $selectedCount,
    matchingCount: $matchingCount,
    totalCount: $totalCount,
    filtering: $filtering,
    scope: $scope,
    onScopeChange: scopeChanged,
    format: $format,
    onFormatChange: formatChanged,
    onStart: exportSubmitted,
    pending: $exportPending,
    error: $exportError,
    jobs: $jobs,
    onCancel: cancelClicked,
  });
  return (
    <Dialog
      open={dialog.open}
      onOpenChange={(next) => (next ? undefined : dialog.close())}
      title={text.download}
      description={text.exportDescription}
    >
      <ExportPanel {...panel} error={panel.error ?? undefined} />
    </Dialog>
  );
};

/** /form-answer/{id}: one form's answers in a table that stays smooth at any size, with download and removal. */
export const FormAnswerDetailPage = () => {
  const { id } = useParams();
  useGate(FormAnswerDetailGate, { id: Number(id) });
  const header = useUnit({
    form: $tableForm,
    rule: $removeRule,
    selected: $selectedCount,
    openExport: exportDialogOpened,
    remove: removeClicked,
  });
  const removal = useUnit({
    target: answerRemove.$target,
    body: $removeConfirmText,
    pending: answerRemove.$pending,
    error: answerRemove.$error,
    confirm: answerRemove.submitted,
    close: answerRemove.closed,
  });
  const title = header.form ? text.title(header.form.name) : text.screen;
  return (
    <div className={layout.stack}>
      <PageHeader
        title={title}
        description={
          <>
            {text.description} <Link to={paths.formAnswer.list.to()}>{text.backToList}</Link>
          </>
        }
        actions={
          <>
            <Button
              variant="secondary"
              onClick={() => header.remove()}
              disabled={!header.rule.allowed}
              title={header.rule.reason ?? undefined}
            >
              {header.selected > 0 ? text.removeSelected(header.selected) : text.remove}
            </Button>
            <Button onClick={() => header.openExport()}>{text.download}</Button>
          </>
        }
      />
      {!header.rule.allowed && header.selected > 0 && header.rule.reason ? (
        <p className={styles.status}>{header.rule.reason}</p>
      ) : null}
      <AnswersSection />
      <ExportDialog />
      <ConfirmDialog
        open={removal.target !== null}
        onOpenChange={(open) => (open ? undefined : removal.close())}
        title={text.removeTitle}
        body={removal.body}
        destructive
        confirmLabel={text.remove}
        onConfirm={() => removal.confirm()}
        pending={removal.pending}
      >
        {removal.error ? (
          <InlineAlert severity="error" title={text.removeFailed}>
            {removal.error}
          </InlineAlert>
        ) : null}
      </ConfirmDialog>
    </div>
  );
};
