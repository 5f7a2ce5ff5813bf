import { sample } from 'effector';
import { createGate } from 'effector-react';
import { allows, webApi } from '../../contract/index.ts';
import { formList, forms } from '../../model/form/index.ts';
import { shownWhile } from '../../model/kit/index.ts';
import { $tokenInfo } from '../../model/session/index.ts';
import { webs } from '../../model/web/index.ts';

/** /form on screen: the forms (kept fresh by real-time events), and the websites' names when they may be read. */
export const FormListGate = createGate({ name: 'form-list' });
shownWhile(FormListGate, forms);
sample({
  clock: FormListGate.open,
  source: $tokenInfo,
  filter: (user) => allows(webApi.list.access, user),
  fn: () => undefined,
  target: webs.needed,
});

export const $formsLoading = forms.$status.map((status) => status === 'init' || status === 'pending');
export const $formQuery = formList.$filter.map((filter) => filter.query);
export const formSearched = formList.changed.prepend((query: string) => ({ query }));
