import { combine, sample } from 'effector';
import { createGate } from 'effector-react';
import { groups } from '../../model/group/index.ts';
import { shownWhile } from '../../model/kit/index.ts';
import { findMailing, groupNamesNeeded, mailingAssign, mailings } from '../../model/mailing/index.ts';

/** /mailing/{id}/assign on screen; opened on its own it loads the lists, then starts from the list's groups. */
export const MailingAssignGate = createGate<{ id: number }>({ name: 'mailing-assign' });
shownWhile(MailingAssignGate, mailings);
sample({ clock: MailingAssignGate.open, fn: () => undefined, target: groupNamesNeeded });
sample({ clock: MailingAssignGate.close, target: mailingAssign.closed });

const $id = MailingAssignGate.state.map((state) => state.id ?? null);
export const $assigningMailing = combine(mailings.$items, $id, findMailing);

// The form starts from the list's groups once the list is at hand (at once when it already is).
sample({
  clock: [MailingAssignGate.open, $assigningMailing.updates],
  source: { mailing: $assigningMailing, target: mailingAssign.$target, open: MailingAssignGate.status },
  filter: ({ mailing, target, open }) => open && mailing !== null && target !== mailing.id,
  fn: ({ mailing }) => (mailing as NonNullable<typeof mailing>).id,
  target: mailingAssign.opened,
});

/** The groups to choose from: by name, or, when the group list is empty, the ids the list already has. */
export const $assignChoices = combine(groups.$items, $assigningMailing, mailingAssign.$form, (items, mailing, form) => {
  if (items.length > 0) return { byName: true, choices: items.map((group) => ({ id: group.id, name: group.name })) };
  const ids = [...new Set([...(mailing?.allowGroup ?? []), ...form.allowGroup])].sort((a, b) => a - b);
  return { byName: false, choices: ids.map((id) => ({ id, name: null })) };
});
