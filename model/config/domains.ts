import { combine, sample } from 'effector';
import {
  canonicalDomain,
  type DomainPurpose,
  type DomainRead,
  domainApi,
  domainPurposes,
  domainToUnicode,
} from '../../contract/index.ts';
import { apiEffects, createListResource, createMutationDialog, defineDomain, fieldErrors } from '../kit/index.ts';
import { checkDomainName, checkDomainNote } from './rules.ts';
import { configText } from './text.ts';

/** One effect per endpoint of the allowed-domain api. */
export const domainFx = apiEffects(domainApi);

/** The allowed domains on the settings screen, kept fresh by the `domain` real-time event (spec §7.2). */
export const allowedDomains = createListResource<DomainRead>({
  name: 'domain',
  listFx: domainFx.list,
  staleWhenHidden: true,
});

export const allowedDomainDomain = defineDomain({
  name: 'domain',
  resource: allowedDomains,
  event: 'domain',
  // Loaded by the settings screen (the start-up load of spec §7.1 is the session's own).
  overlay: false,
});

/** What the add and edit dialogs edit: the name as people read it (Unicode for an IDN). */
export interface DomainForm {
  domain: string;
  purpose: DomainPurpose;
  description: string;
}

export const emptyDomainForm = (): DomainForm => ({ domain: '', purpose: 'any', description: '' });

const isPurpose = (value: string | undefined): value is DomainPurpose =>
  (domainPurposes as readonly string[]).includes(value ?? '');

/** The form of a listed domain: its name in Unicode, a purpose this console does not know read as 'any'. */
export const domainFormOf = (domain: DomainRead): DomainForm => ({
  domain: domainToUnicode(domain.domain ?? ''),
  purpose: isPurpose(domain.purpose) ? domain.purpose : 'any',
  description: domain.description ?? '',
});

const findDomain = (items: readonly DomainRead[], id: number | null) => items.find((item) => item.id === id) ?? null;

/** How a domain is named in words: as people read it. */
export const domainLabel = (domain: DomainRead | null): string =>
  domain?.domain ? domainToUnicode(domain.domain) : `#${domain?.id ?? ''}`;

const bodyOf = (form: DomainForm) => ({
  domain: canonicalDomain(form.domain) ?? form.domain.trim(),
  purpose: form.purpose,
  description: form.description.trim(),
});

const checks = (form: DomainForm, listed: readonly DomainRead[], exceptId: number | null) =>
  fieldErrors<DomainForm>({
    domain: checkDomainName(form.domain, listed, exceptId),
    description: checkDomainNote(form.description),
  });

/** 「許可ドメインを追加」: opened with `'new'`. */
export const domainAdd = createMutationDialog({
  name: 'domain-add',
  effect: domainFx.create,
  source: allowedDomains.$items,
  form: emptyDomainForm,
  validate: (form, { source }) => checks(form, source, null),
  params: ({ form }: { target: 'new'; form: DomainForm; source: DomainRead[] }) => ({ body: bodyOf(form) }),
  successMessage: ({ params }) => configText.domainAdded(domainToUnicode(params.body.domain)),
  failedText: configText.addFailed,
});

/** A listed domain's 「編集」: opened with its id, the form starting from it. */
export const domainEdit = createMutationDialog({
  name: 'domain-edit',
  effect: domainFx.update,
  source: allowedDomains.$items,
  form: emptyDomainForm,
  formOf: ({ target, source }) => {
    const domain = findDomain(source, target);
    return domain ? domainFormOf(domain) : null;
  },
  validate: (form, { target, source }) => checks(form, source, target),
  params: ({ target, form }: { target: number; form: DomainForm; source: DomainRead[] }) => ({
    params: { id: target },
    body: bodyOf(form),
  }),
  successMessage: ({ params }) => configText.domainSaved(domainToUnicode(params.body.domain)),
  failedText: configText.saveFailed,
});

/** /setting/domain/{id}/delete: asked first, naming the domain. */
export const domainDelete = createMutationDialog({
  name: 'domain-delete',
  effect: domainFx.remove,
  source: allowedDomains.$items,
  params: ({ target }: { target: number; form: Record<string, never>; source: DomainRead[] }) => ({
    params: { id: target },
  }),
  successMessage: ({ target, source }) => configText.domainDeleted(domainLabel(findDomain(source, target))),
  failedText: configText.deleteFailed,
});

// The list follows a change made here at once, before (or without) the real-time event.
sample({ clock: [domainAdd.succeeded, domainEdit.succeeded], fn: () => undefined, target: allowedDomains.refreshed });
sample({ clock: domainDelete.succeeded, fn: ({ target }) => target, target: allowedDomains.removed });

/** The domain a dialog is about, as the list has it (null while loading or once it is gone). */
export const domainOf = (dialog: { $target: typeof domainDelete.$target }) =>
  combine(allowedDomains.$items, dialog.$target, findDomain);
