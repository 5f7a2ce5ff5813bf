import { combine, sample } from 'effector';
import { createGate } from 'effector-react';
import type { WebRead } from '../../contract/index.ts';
import { themes } from '../../model/cms/index.ts';
import { groups } from '../../model/group/index.ts';
import { shownWhile } from '../../model/kit/index.ts';
import { $tokenInfo } from '../../model/session/index.ts';
import { webs } from '../../model/web/index.ts';
import { websiteCreate, websiteEdit, websiteList, websiteOf } from '../../model/website/index.ts';
import { mayRepublish, workflowRepublish } from '../../model/workflow/index.ts';

/**
 * /cms/website on screen: the websites load unless loaded (real-time events keep them fresh), and the
 * themes and groups they name, which the list shows by name and the dialogs offer.
 */
export const WebsiteListGate = createGate({ name: 'website-list' });
shownWhile(WebsiteListGate, webs);
shownWhile(WebsiteListGate, themes);
shownWhile(WebsiteListGate, groups);
sample({ clock: WebsiteListGate.close, target: [websiteEdit.closed, workflowRepublish.closed] });

/** /cms/website/create: the list with the create dialog over it. */
export const WebsiteCreateGate = createGate({ name: 'website-create' });
sample({ clock: WebsiteCreateGate.open, fn: () => 'new' as const, target: websiteCreate.opened });
sample({ clock: WebsiteCreateGate.close, target: websiteCreate.closed });

export const $websitesLoading = webs.$status.map((status) => status === 'init' || status === 'pending');
export const $websiteQuery = websiteList.$filter.map((filter) => filter.query);
export const websiteSearched = websiteList.changed.prepend((query: string) => ({ query }));

/** Theme and group names by id, for the list's cells. */
export const $themeNames = themes.$items.map((items) => new Map(items.map((theme) => [theme.id, theme.name])));
export const $groupNames = groups.$items.map((items) => new Map(items.map((group) => [group.id, group.name])));

/** What the dialogs offer: the themes and the organisation's groups. */
export const $choices = combine({
  themes: themes.$items,
  groups: groups.$items,
  groupsLoading: groups.$pending,
  groupsFailed: groups.$failed,
});

/** The website the edit dialog is about, as the list has it: its title names it as saved, not as typed. */
export const $editingWebsite = websiteOf(websiteEdit);

/** The website the republish dialog is about, as the list has it. */
export const $republishingWebsite = websiteOf(workflowRepublish);

/** Whether a listed website offers 「Webサイトの再公開」 to this user (what the server would allow). */
export const $mayRepublish = $tokenInfo.map((user) => (web: WebRead) => mayRepublish(user, web));
