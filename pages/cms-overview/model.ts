import { createGate } from 'effector-react';
import { shownWhile } from '../../model/kit/index.ts';
import { webs } from '../../model/web/index.ts';

/** /cms on screen: the websites load unless loaded (they are, from sign-in, at CMS 1). */
export const CmsOverviewGate = createGate({ name: 'cms-overview' });
shownWhile(CmsOverviewGate, webs);
