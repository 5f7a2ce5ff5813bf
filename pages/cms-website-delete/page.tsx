import { useGate, useUnit } from 'effector-react';
import { useParams } from 'react-router-dom';
import { webLabel, webs } from '../../model/web/index.ts';
import { websiteDelete } from '../../model/website/index.ts';
import { InlineAlert, Spinner } from '../../ui/index.ts';
import { websitePagesText } from '../cms-website-list/text.ts';
import { kitText, LoadFailed, MutationFormDialog, paths } from '../shared/index.ts';
import { $deleteBlocked, $deletingWebsite, WebsiteDeleteGate } from './model.ts';

const text = websitePagesText.remove_;

/**
 * /cms/website/{id}/delete, over /cms/website: the confirmation, naming the website. A website with pages
 * is not offered for deletion (the server refuses it too): the reason is said instead.
 */
export const WebsiteDeleteDialog = () => {
  const id = Number(useParams().id);
  useGate(WebsiteDeleteGate, { id });
  const state = useUnit({
    web: $deletingWebsite,
    loading: webs.$pending,
    failed: webs.$failed,
    onRetry: webs.refreshed,
    blocked: $deleteBlocked,
  });
  const { web } = state;
  return (
    <MutationFormDialog
      dialog={websiteDelete}
      fallback={paths.website.list.to()}
      title={
        web
          ? text.title(webLabel(web))
          : state.loading
            ? text.loading
            : state.failed
              ? text.failedTitle
              : text.missingTitle
      }
      // Always a text: Ark links the description only if it is there when the dialog opens.
      description={web ? text.description : state.loading ? text.loading : state.failed ? '' : text.missingDescription}
      words={text}
      destructive
      submitDisabled={!web || state.blocked !== null}
    >
      {web ? (
        state.blocked ? (
          <InlineAlert severity="info" title={text.blockedTitle}>
            {state.blocked}
          </InlineAlert>
        ) : null
      ) : state.loading ? (
        <Spinner label={text.loading} />
      ) : state.failed ? (
        <LoadFailed title={kitText.loadFailed.title} description={kitText.loadFailed.body} onRetry={state.onRetry} />
      ) : (
        <InlineAlert severity="warning" title={text.missingTitle} />
      )}
    </MutationFormDialog>
  );
};
