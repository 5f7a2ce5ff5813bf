import { useGate, useUnit } from 'effector-react';
import { useParams } from 'react-router-dom';
import { webLabel, webs } from '../../model/web/index.ts';
import { websiteDelete } from '../../model/website/index.ts';
import { InlineAlert } from '../../ui/index.ts';
import { websitePagesText } from '../cms-website-list/text.ts';
import { paths, RecordDialog } from '../shared/index.ts';
import { $deleteBlocked, $deletingWebsite, WebsiteDeleteGate } from './model.ts';

const text = websitePagesText.remove_;

/**
 * /cms/website/{id}/delete, over /cms/website: the confirmation, naming the website. A website with pages
 * is not offered for deletion (the server refuses it too): the reason is said instead, under its own title
 * (it is not read-only: the website's pages may still be changed).
 */
export const WebsiteDeleteDialog = () => {
  const id = Number(useParams().id);
  useGate(WebsiteDeleteGate, { id });
  const state = useUnit({
    web: $deletingWebsite,
    blocked: $deleteBlocked,
  });
  return (
    <RecordDialog
      dialog={websiteDelete}
      fallback={paths.website.list.to()}
      record={state.web}
      list={webs}
      states={text}
      title={(web) => text.title(webLabel(web))}
      description={text.description}
      words={text}
      destructive
      submitDisabled={state.blocked !== null}
    >
      {() =>
        state.blocked ? (
          <InlineAlert severity="info" title={text.blockedTitle}>
            {state.blocked}
          </InlineAlert>
        ) : null
      }
    </RecordDialog>
  );
};
