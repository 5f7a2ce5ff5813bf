import { sample } from 'effector';
import { createGate } from 'effector-react';
import { themeCreate } from '../../model/cms/index.ts';

/** /cms/theme/create on screen: an empty name. */
export const ThemeCreateGate = createGate({ name: 'theme-create' });
sample({ clock: ThemeCreateGate.open, fn: () => 'new' as const, target: themeCreate.opened });
sample({ clock: ThemeCreateGate.close, target: themeCreate.closed });
