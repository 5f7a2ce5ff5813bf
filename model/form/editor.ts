import { combine, createEvent, createStore, sample } from 'effector';
import type * as z from 'zod';
import {
  FormCreateBody,
  type FormItem,
  type FormItemRead,
  type FormRead,
  type FormStatus,
  type FormUpdateBody,
  formApi,
  formItemOf,
  formStatuses,
  formStatusMoves,
  mayEditForm,
} from '../../contract/form.ts';
import { allows } from '../../contract/index.ts';
import { byId, checkName, createEditor, type FieldErrors, fieldErrors } from '../kit/index.ts';
import { $tokenInfo } from '../session/index.ts';
import { formFx, forms } from './forms.ts';
import { formText } from './text.ts';

/** What /form/create and /form/{id} edit. */
export interface FormDraft {
  name: string;
  /** The website (chosen at creation only); null until chosen. */
  webId: number | null;
  startDate: string | null;
  endDate: string | null;
  items: FormItem[];
  /** Items of a type this console does not know: shown as they came, and the form is not saved over them. */
  keptItems: FormItemRead[];
  limitAnswer: number;
  useNotice: boolean;
  allowJs: boolean;
  isMailSend: boolean;
  isMailWithContent: boolean;
  errorContent: string;
  successContent: string;
  /** As stored (a status we do not know stays as it came); moved only along `formStatusMoves`. */
  status: string;
}

export const emptyFormDraft = (): FormDraft => ({
  name: '',
  webId: null,
  startDate: null,
  endDate: null,
  items: [],
  keptItems: [],
  limitAnswer: 0,
  useNotice: false,
  allowJs: true,
  isMailSend: false,
  isMailWithContent: false,
  errorContent: '',
  successContent: '',
  status: 'draft',
});

export const formDraftOf = (form: FormRead): FormDraft => {
  const known: FormItem[] = [];
  const kept: FormItemRead[] = [];
  for (const item of form.items) {
    const read = formItemOf(item);
    if (read) known.push(read);
    else kept.push(item);
  }
  return {
    name: form.name,
    webId: form.webId,
    startDate: form.startDate,
    endDate: form.endDate,
    items: known,
    keptItems: kept,
    limitAnswer: form.limitAnswer,
    useNotice: form.useNotice,
    allowJs: form.allowJs,
    isMailSend: form.isMailSend,
    isMailWithContent: form.isMailWithContent,
    errorContent: form.errorContent,
    successContent: form.successContent,
    status: form.status,
  };
};

/** The create body as the draft gives it (webId checked separately: 0 is never a website). */
const createBodyOf = (draft: FormDraft): FormCreateBody => ({
  name: draft.name.trim(),
  webId: draft.webId ?? 0,
  startDate: draft.startDate,
  endDate: draft.endDate,
  items: draft.items,
  limitAnswer: draft.limitAnswer,
  useNotice: draft.useNotice,
  allowJs: draft.allowJs,
  isMailSend: draft.isMailSend,
  isMailWithContent: draft.isMailWithContent,
  errorContent: draft.errorContent,
  successContent: draft.successContent,
});

/** The update body (spec §7.1: webId, allowJs and the mail flags are not in it) with the version when there is one. */
const updateBodyOf = (draft: FormDraft, record: FormRead): FormUpdateBody =>
  ({
    name: draft.name.trim(),
    status: draft.status as FormStatus,
    startDate: draft.startDate,
    endDate: draft.endDate,
    items: draft.items,
    limitAnswer: draft.limitAnswer,
    useNotice: draft.useNotice,
    errorContent: draft.errorContent,
    successContent: draft.successContent,
    // A server without versions saves without the conflict check (docs/adding-a-domain.md §1).
    ...(record.version === undefined ? {} : { version: record.version }),
  }) as FormUpdateBody;

/** The contract's messages by path: `items.{i}.{field}` for one item's field, `items` for the list, else the field. */
const issuesByPath = (issues: readonly z.core.$ZodIssue[]): Record<string, string> => {
  const found: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.') || 'form';
    found[key] ??= issue.message;
  }
  return found;
};

/** The items' problems as the contract finds them, keyed as ui/FormItemsEditor shows them. */
export const itemErrorsOf = (draft: FormDraft): Record<string, string> => {
  const parsed = FormCreateBody.safeParse(createBodyOf(draft));
  if (parsed.success) return {};
  return Object.fromEntries(
    Object.entries(issuesByPath(parsed.error.issues)).filter(([key]) => key === 'items' || key.startsWith('items.')),
  );
};

/** Everything the contract would refuse, in Japanese, before anything is sent. */
export const validateFormDraft = (draft: FormDraft): FieldErrors<FormDraft> => {
  const parsed = FormCreateBody.safeParse(createBodyOf(draft));
  const found = parsed.success ? {} : issuesByPath(parsed.error.issues);
  const itemsBad = Object.keys(found).some((key) => key === 'items' || key.startsWith('items.'));
  return fieldErrors<FormDraft>({
    name: checkName(draft.name) ?? found.name,
    webId: draft.webId === null ? formText.webRequired : found.webId,
    endDate: found.endDate,
    startDate: found.startDate,
    limitAnswer: found.limitAnswer,
    errorContent: found.errorContent,
    successContent: found.successContent,
    items: itemsBad ? formText.itemsInvalid : undefined,
    keptItems: draft.keptItems.length > 0 ? formText.unknownItems(draft.keptItems.length) : undefined,
    status: (formStatuses as readonly string[]).includes(draft.status)
      ? undefined
      : formText.unknownStatus(draft.status),
  });
};

/** /form/create and /form/{id}: one editor; creating sends the create body, saving the update body. */
export const formEditor = createEditor({
  name: 'form-editor',
  empty: emptyFormDraft,
  draftOf: formDraftOf,
  validate: validateFormDraft,
  create: {
    effect: formFx.create,
    params: (draft: FormDraft) => ({ body: createBodyOf(draft) }),
  },
  update: {
    effect: formFx.update,
    params: ({ record, draft }: { record: FormRead; draft: FormDraft }) => ({
      params: { id: record.id },
      body: updateBodyOf(draft, record),
    }),
  },
  fetchCurrent: byId(formFx.get),
  afterSave: ({ base, draft, outcome }): FormRead => {
    const { keptItems: _kept, ...fields } = draft;
    return {
      subOwner: [],
      ...base,
      ...fields,
      name: draft.name.trim(),
      webId: base?.webId ?? draft.webId ?? 0,
      allowJs: base?.allowJs ?? draft.allowJs,
      isMailSend: base?.isMailSend ?? draft.isMailSend,
      isMailWithContent: base?.isMailWithContent ?? draft.isMailWithContent,
      id: outcome.id ?? base?.id ?? 0,
      ...(outcome.version === undefined ? {} : { version: outcome.version }),
    };
  },
  successMessage: (form) => formText.saved(form.name),
  staleText: formText.stale,
  failedText: formText.saveFailed,
});

sample({ clock: formEditor.saved, target: forms.upserted });
// The server adds what the draft does not hold (owner, answers, public address): read the saved form again.
sample({ clock: formEditor.saved, fn: (form) => form.id, target: forms.itemRequested });

/** The items' problems, shown by ui/FormItemsEditor once a save was tried, and kept current while they are fixed. */
const $itemsChecked = createStore(false)
  .on(
    sample({
      clock: formEditor.saveClicked,
      source: formEditor.$draft,
      fn: (draft) => Object.keys(itemErrorsOf(draft)).length > 0,
    }),
    (_, bad) => bad,
  )
  .reset(formEditor.opened, formEditor.saved);
export const $itemErrors = combine($itemsChecked, formEditor.$draft, (checked, draft) =>
  checked ? itemErrorsOf(draft) : {},
);

// ── rights ───────────────────────────────────────────────────────────────────────────────────────────

/** Why this user may not change the form on screen (the server would refuse), or null. */
export const $formBlocked = combine($tokenInfo, formEditor.$base, (user, base) => {
  if (!user) return formText.notEditable;
  if (base === null) return allows(formApi.create.access, user) ? null : formText.notCreatable;
  return mayEditForm(user, { ...base, subOwner: base.subOwner ?? [] }) ? null : formText.notEditable;
});
/** Whether this user may change (and delete) a form: its list offers its delete only then. */
export const $mayEditFormOf = $tokenInfo.map(
  (user) =>
    (form: Pick<FormRead, 'ownerId' | 'subOwner'>): boolean =>
      user !== null && mayEditForm(user, { ownerId: form.ownerId, subOwner: form.subOwner ?? [] }),
);
/** Whether this user may create forms (FORM 2 or CMS 2, spec §2.6 keeps both readings). */
export const $mayCreateForm = $tokenInfo.map((user) => allows(formApi.create.access, user));

// ── status ───────────────────────────────────────────────────────────────────────────────────────────

export interface StatusMove {
  to: FormStatus;
  /** Why the move cannot be made now (no items to open with, no right), or null. */
  blocked: string | null;
}

/** The moves offered from the saved status, each with why it is held back. */
export const $statusMoves = combine(formEditor.$base, formEditor.$draft, $formBlocked, (base, draft, blocked) => {
  if (!base || !(base.status in formStatusMoves)) return [] as StatusMove[];
  return formStatusMoves[base.status as FormStatus].map(
    (to): StatusMove => ({
      to,
      blocked: blocked ?? (to === 'open' && draft.items.length === 0 ? formText.openNeedsItems : null),
    }),
  );
});

/** A move pressed: the status goes with what is typed, in one save. */
export const statusMoved = createEvent<FormStatus>();
const move = sample({
  clock: statusMoved,
  source: $statusMoves,
  filter: (moves, to) => moves.some((each) => each.to === to && each.blocked === null),
  fn: (_, to) => ({ status: to }),
});
sample({ clock: move, target: formEditor.changed });
sample({ clock: move, fn: () => undefined, target: formEditor.saveClicked });
