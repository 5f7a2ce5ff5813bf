export { $contentPending, reloadPageFx } from './model.ts';
export { shellText } from './text.ts';
