import { useGate, useUnit } from 'effector-react';
import { useLocation, useParams } from 'react-router-dom';
import { type AddressVerdict, addressVerdictLabels, MEMBER_BATCH_MAX } from '../../contract/mailAddresses.ts';
import {
  $addableEmails,
  $addError,
  $addPending,
  $addPhase,
  $addProgress,
  $addResults,
  $addressFileFailed,
  $addressFileName,
  $addressText,
  $mailingBlocked,
  $tooMany,
  $verdictCounts,
  $verdictFilter,
  $verdictPage,
  $verdictPageRows,
  $verdictsShown,
  addressFileChosen,
  addressTextChanged,
  addStopped,
  addSubmitted,
  mailingPagesText,
  mailingText,
  members,
  VERDICT_PAGE_SIZE,
  verdictFilterChanged,
  verdictOrder,
  verdictPageChanged,
} from '../../model/mailing/index.ts';
import {
  AddressVerdictList,
  type AddressVerdictTone,
  Button,
  Checkbox,
  FileDropZone,
  FormDialog,
  InlineAlert,
  SanitizedHtml,
  Spinner,
  TextArea,
} from '../../ui/index.ts';
import { kitText, LeaveGuard, LoadFailed, layout, paths, ReadOnlyNotice, useCloseDialog } from '../shared/index.ts';
import { $addingTo, MemberAddGate } from './model.ts';

const text = mailingPagesText.add;

const toneOf = (verdict: AddressVerdict): AddressVerdictTone =>
  verdict === 'ok' ? 'success' : verdict === 'outside' ? 'warning' : 'error';

const listWords = {
  caption: text.caption,
  summary: text.summary,
  line: text.line,
  address: text.address,
  verdict: text.verdict,
  pager: text.pager,
  empty: text.empty,
};

/** What became of each address sent, after the send. */
const Results = () => {
  const results = useUnit($addResults);
  const added = results.filter((result) => result.added).length;
  return (
    <AddressVerdictList
      rows={results.map((result) => ({
        key: result.email,
        address: result.email,
        label: result.added ? text.added : `${text.notAdded}：${result.reason ?? ''}`,
        tone: result.added ? 'success' : 'error',
      }))}
      summary={[
        { label: text.added, count: added, tone: 'success' },
        { label: text.notAdded, count: results.length - added, tone: 'error' },
      ]}
      total={results.length}
      pageSize={results.length}
      page={1}
      onPageChange={() => undefined}
      words={{ ...listWords, caption: text.resultCaption, summary: text.resultSummary }}
    />
  );
};

/**
 * /mailing/{id}/member, over the list's page: addresses pasted or read from a file, each judged and shown
 * before anything is saved; 「N 件を追加する」 sends only those that can be added, then says what became of each.
 */
export const MemberAddDialog = () => {
  const id = Number(useParams().id);
  useGate(MemberAddGate, { id });
  const { pathname } = useLocation();
  const state = useUnit({
    mailing: $addingTo,
    loading: members.$pending,
    failed: members.$failed,
    onRetry: members.refreshed,
    blocked: $mailingBlocked,
    text: $addressText,
    fileName: $addressFileName,
    fileFailed: $addressFileFailed,
    counts: $verdictCounts,
    addable: $addableEmails,
    tooMany: $tooMany,
    filter: $verdictFilter,
    shown: $verdictsShown,
    rows: $verdictPageRows,
    page: $verdictPage,
    phase: $addPhase,
    pending: $addPending,
    progress: $addProgress,
    results: $addResults,
    error: $addError,
    onText: addressTextChanged,
    onFile: addressFileChosen,
    onFilter: verdictFilterChanged,
    onPage: verdictPageChanged,
    onSubmit: addSubmitted,
    onStop: addStopped,
  });
  const close = useCloseDialog(paths.mailing.detail.to({ id }));
  const { mailing } = state;
  const added = state.results.filter((result) => result.added).length;
  const total = state.shown.length;
  const judgedAny = Object.values(state.counts).some((count) => count > 0);
  return (
    <FormDialog
      open
      onOpenChange={(open) => {
        if (!open) close();
      }}
      title={mailing ? text.title(mailing.name) : state.loading ? mailingPagesText.loading : text.missingTitle}
      description={text.description}
      error={state.error ? <SanitizedHtml as="span" html={state.error} /> : null}
      errorTitle={text.failedTitle}
      submitLabel={state.addable.length > 0 ? text.submit(state.addable.length) : text.nothingToAdd}
      cancelLabel={kitText.cancel}
      closeLabel={kitText.close}
      pending={state.pending}
      submitDisabled={!mailing || state.blocked !== null || state.addable.length === 0 || state.tooMany}
      onSubmit={state.onSubmit}
      {...(state.phase === 'done'
        ? { result: <Results />, resultTitle: text.resultTitle(added, state.results.length - added) }
        : {})}
    >
      {!mailing ? (
        state.loading ? (
          <Spinner label={mailingPagesText.loading} />
        ) : state.failed ? (
          <LoadFailed title={kitText.loadFailed.title} description={kitText.loadFailed.body} onRetry={state.onRetry} />
        ) : (
          <InlineAlert severity="warning" title={text.missingTitle} />
        )
      ) : state.blocked ? (
        <ReadOnlyNotice reason={state.blocked} />
      ) : (
        <div className={layout.dialogBody}>
          {state.failed ? (
            // Judged without the current addresses: one already on the list is answered by the server.
            <LoadFailed title={text.membersFailed} onRetry={state.onRetry} />
          ) : null}
          <TextArea
            label={text.paste}
            hint={text.pasteHint}
            name="emails"
            rows={6}
            value={state.text}
            readOnly={state.phase !== 'edit'}
            onChange={(event) => state.onText(event.currentTarget.value)}
          />
          <FileDropZone
            accept=".csv,.txt,text/csv,text/plain"
            disabled={state.phase !== 'edit'}
            instructions={`${text.file}：${text.fileHint}`}
            onFiles={(files) => {
              const [file] = files;
              if (file) state.onFile(file);
            }}
          />
          {state.fileName ? (
            <p role="status" className={layout.quiet}>
              {text.fileRead(state.fileName)}
            </p>
          ) : null}
          {state.fileFailed ? <InlineAlert severity="error" title={mailingText.readFileFailed} /> : null}
          {state.tooMany ? <InlineAlert severity="error" title={mailingText.tooMany(MEMBER_BATCH_MAX)} /> : null}
          {state.phase === 'sending' && state.progress.total > 1 ? (
            <div className={layout.rowActions}>
              <p role="status">{text.sending(state.progress.done, state.progress.total)}</p>
              <Button variant="secondary" onClick={() => state.onStop()}>
                {text.stop}
              </Button>
            </div>
          ) : null}
          {judgedAny ? (
            <>
              <Checkbox
                label={text.problemsOnly}
                checked={state.filter === 'problems'}
                onCheckedChange={(checked) => state.onFilter(checked ? 'problems' : 'all')}
              />
              <AddressVerdictList
                rows={state.rows.map((row, index) => ({
                  key: `${row.line}:${index}:${row.input}`,
                  line: row.line,
                  address: row.input,
                  label: addressVerdictLabels[row.verdict],
                  tone: toneOf(row.verdict),
                }))}
                summary={verdictOrder.map((verdict) => ({
                  label: addressVerdictLabels[verdict],
                  count: state.counts[verdict],
                  tone: toneOf(verdict),
                }))}
                total={total}
                pageSize={VERDICT_PAGE_SIZE}
                page={state.page}
                onPageChange={state.onPage}
                words={listWords}
              />
            </>
          ) : null}
        </div>
      )}
      <LeaveGuard
        when={state.text.trim() !== '' && state.phase === 'edit'}
        base={pathname}
        words={kitText.dialogLeave}
      />
    </FormDialog>
  );
};
