import { combine, sample } from 'effector';
import { createGate } from 'effector-react';
import { themeDelete, themes, themeUsage } from '../../model/cms/index.ts';
import { shownWhile } from '../../model/kit/index.ts';

/** /cms/theme/{id}/delete on screen; opened on its own (a reload) it loads the list to name the theme. */
export const ThemeDeleteGate = createGate<{ id: number }>({ name: 'theme-delete' });
shownWhile(ThemeDeleteGate, themes);
sample({ clock: ThemeDeleteGate.open, fn: ({ id }) => id, target: themeDelete.opened });
sample({ clock: ThemeDeleteGate.close, target: [themeDelete.closed, themeUsage.reset] });

export const $deletingTheme = combine(
  themes.$items,
  themeDelete.$target,
  (items, id) => items.find((theme) => theme.id === id) ?? null,
);
