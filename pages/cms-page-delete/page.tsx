import { useGate, useUnit } from 'effector-react';
import { useParams } from 'react-router-dom';
import { pageDelete, pages, pageUsage } from '../../model/cms/index.ts';
import { pageLabel, pageListText } from '../cms-shared/index.ts';
import { paths, RecordDialog } from '../shared/index.ts';
import { $deletingPage, $pageDeleteBlocked, PageDeleteGate } from './model.ts';
import { PageUsageNote } from './PageUsageNote.tsx';

const text = pageListText.delete;
const states = { ...text, failedTitle: pageListText.failedTitle };

/**
 * /cms/{webId}/page/{id}/delete, over the page list: the confirmation, naming the page and where it is used
 * (asked first: the delete waits for the answer). A refusal stays inside; a page already gone says so.
 */
export const PageDeleteDialog = () => {
  const params = useParams();
  const webId = Number(params.webId);
  const id = Number(params.id);
  useGate(PageDeleteGate, { webId, id });
  const state = useUnit({
    page: $deletingPage,
    used: pageUsage.$items,
    usedStatus: pageUsage.$status,
    onRetryUsed: pageUsage.refreshed,
    blocked: $pageDeleteBlocked,
  });
  const checking = state.usedStatus === 'init' || state.usedStatus === 'pending';
  return (
    <RecordDialog
      dialog={pageDelete}
      fallback={paths.page.list.to({ webId })}
      removes={paths.page.detail.to({ webId, id })}
      record={state.page}
      list={pages}
      states={states}
      title={(page) => text.title(pageLabel(page))}
      description={text.description}
      words={text}
      destructive
      blocked={state.blocked}
      submitDisabled={checking}
    >
      {() => <PageUsageNote status={state.usedStatus} used={state.used} onRetry={state.onRetryUsed} />}
    </RecordDialog>
  );
};
