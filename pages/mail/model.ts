import { combine, sample } from 'effector';
import { createGate } from 'effector-react';
import { shownWhile } from '../../model/kit/index.ts';
import {
  $draft,
  $fieldErrors,
  $preview,
  $previewFailed,
  $previewPending,
  composeLeft,
  composeStarted,
  mailHistory,
  mailRecipients,
  mailTargets,
} from '../../model/mail/index.ts';

/** /mail on screen: the history (kept fresh by mail-history events) and the lists to send to; a new compose. */
export const MailPageGate = createGate({ name: 'mail-page' });
shownWhile(MailPageGate, mailHistory);
shownWhile(MailPageGate, mailTargets);
sample({ clock: MailPageGate.open, fn: () => undefined, target: composeStarted });
sample({ clock: MailPageGate.close, target: mailRecipients.reset });
sample({ clock: MailPageGate.close, target: composeLeft });

/** What the recipient summary shows: nothing to count, counting, no answer, or the count. */
export const $recipientState = combine(
  $preview,
  $previewPending,
  $previewFailed,
  (preview, pending, failed): 'idle' | 'counting' | 'failed' | 'counted' =>
    preview ? 'counted' : pending ? 'counting' : failed ? 'failed' : 'idle',
);

/** The history is loading with nothing to show yet. */
export const $historyLoading = combine(
  mailHistory.$status,
  mailHistory.$items,
  (status, items) => (status === 'init' || status === 'pending') && items.length === 0,
);

/** Parts of the compose each field reads. */
export const $chosenMailingIds = $draft.map((draft) => draft.mailingIds);
export const $mailingsError = $fieldErrors.map((errors) => errors.mailingIds ?? null);
export const $scheduledAtError = $fieldErrors.map((errors) => errors.scheduledAt ?? null);
