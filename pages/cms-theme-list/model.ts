import { createGate } from 'effector-react';
import { themeList, themes } from '../../model/cms/index.ts';
import { shownWhile } from '../../model/kit/index.ts';

/** /cms/theme on screen: load the list unless it is loaded (real-time events keep a loaded list fresh). */
export const ThemeListGate = createGate({ name: 'theme-list' });
shownWhile(ThemeListGate, themes);

export const $themesLoading = themes.$status.map((status) => status === 'init' || status === 'pending');
export const $themeQuery = themeList.$filter.map((filter) => filter.query);
export const themeSearched = themeList.changed.prepend((query: string) => ({ query }));
