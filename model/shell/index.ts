export { $contentPending, confirmReloadFx, reloadPageFx } from './model.ts';
export { shellText } from './text.ts';
