import { sample } from 'effector';
import { createGate } from 'effector-react';
import { dialogRouteAreas, mayOpenDialog } from '../../model/navigation/index.ts';
import { $tokenInfo } from '../../model/session/index.ts';
import {
  detailOpened,
  queueClosed,
  queueOpened,
  workflowRemand,
  workflowResubmit,
} from '../../model/workflow/index.ts';

/** /workflow on screen, with the request chosen in its URL (`?id=`), or null. */
export const WorkflowGate = createGate<{ id: number | null }>({ name: 'workflow' });
sample({ clock: WorkflowGate.open, fn: () => undefined, target: queueOpened });
sample({ clock: WorkflowGate.close, fn: () => undefined, target: queueClosed });
sample({ clock: WorkflowGate.state, filter: WorkflowGate.status, fn: ({ id }) => id, target: detailOpened });
sample({
  clock: WorkflowGate.close,
  fn: () => null,
  target: [detailOpened, workflowRemand.closed, workflowResubmit.closed],
});

/**
 * Whether approve and reject open as the spec's dialog routes (§2.3: the super group or a level above 0 in
 * their area). An approver without that level decides in dialogs of the page instead: the same kit dialogs.
 */
export const $decisionRoutesOpen = $tokenInfo.map(
  (user) =>
    mayOpenDialog(dialogRouteAreas['/workflow/:id/approve'] ?? 'CONFIG', user, true) &&
    mayOpenDialog(dialogRouteAreas['/workflow/:id/reject'] ?? 'CONFIG', user, true),
);
