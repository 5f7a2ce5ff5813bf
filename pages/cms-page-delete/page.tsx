import { useGate, useUnit } from 'effector-react';
import { useParams } from 'react-router-dom';
import { pageDelete, pages, pageUsage } from '../../model/cms/index.ts';
import { InlineAlert, Spinner } from '../../ui/index.ts';
import { pageLabel, pageListText } from '../cms-shared/index.ts';
import { kitText, LoadFailed, MutationFormDialog, paths, ReadOnlyNotice } from '../shared/index.ts';
import { $deletingPage, $pageDeleteBlocked, PageDeleteGate } from './model.ts';
import { PageUsageNote } from './PageUsageNote.tsx';

const text = pageListText.delete;

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
    loading: pages.$pending,
    failed: pages.$failed,
    onRetry: pages.refreshed,
    used: pageUsage.$items,
    usedStatus: pageUsage.$status,
    onRetryUsed: pageUsage.refreshed,
    blocked: $pageDeleteBlocked,
  });
  const { page } = state;
  const checking = state.usedStatus === 'init' || state.usedStatus === 'pending';
  return (
    <MutationFormDialog
      dialog={pageDelete}
      fallback={paths.page.list.to({ webId })}
      removes={paths.page.detail.to({ webId, id })}
      title={page ? text.title(pageLabel(page)) : state.loading ? text.loading : text.missingTitle}
      // Always a text: Ark links the description only if it is there when the dialog opens.
      description={page ? text.description : state.loading ? text.loading : text.missingDescription}
      words={text}
      destructive
      submitDisabled={!page || state.blocked !== null || checking}
    >
      {!page ? (
        state.loading ? (
          <Spinner label={text.loading} />
        ) : state.failed ? (
          <LoadFailed title={kitText.loadFailed.title} description={kitText.loadFailed.body} onRetry={state.onRetry} />
        ) : (
          <InlineAlert severity="warning" title={text.missingTitle} />
        )
      ) : state.blocked ? (
        <ReadOnlyNotice reason={state.blocked} />
      ) : (
        <PageUsageNote status={state.usedStatus} used={state.used} onRetry={state.onRetryUsed} />
      )}
    </MutationFormDialog>
  );
};
