export { $contentPending, attachDomain, confirmReloadFx, reloadPageFx, shellOpened } from './model.ts';
export { shellText } from './text.ts';
