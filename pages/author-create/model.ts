import { sample } from 'effector';
import { createGate } from 'effector-react';
import { authorCreate, choicesNeeded } from '../../model/author/index.ts';

/** /author/create on screen: an empty form, and the accounts, websites and groups to choose from. */
export const AuthorCreateGate = createGate({ name: 'author-create' });
sample({ clock: AuthorCreateGate.open, fn: () => 'new' as const, target: authorCreate.opened });
sample({ clock: AuthorCreateGate.open, fn: () => undefined, target: choicesNeeded });
sample({ clock: AuthorCreateGate.close, target: authorCreate.closed });
