export { $contentPending, confirmReloadFx, reloadPageFx, shellOpened } from './model.ts';
export { shellText } from './text.ts';
