import { sample } from 'effector';
import { createGate } from 'effector-react';
import { historyClosed, historyOpened } from '../../model/cms/index.ts';

/** /cms/{webId}/page/{id}/history on screen (ours). */
export const PageHistoryGate = createGate<{ id: number }>({ name: 'page-history' });

// The gate's state is set as it opens and as the route's id changes; it empties as it closes (not an opening).
sample({
  clock: PageHistoryGate.state.updates,
  filter: (state): state is { id: number } => Number.isInteger(state.id) && state.id > 0,
  fn: ({ id }) => id,
  target: historyOpened,
});
sample({ clock: PageHistoryGate.close, fn: () => undefined, target: historyClosed });
