import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import {
  cleanFileName,
  type LocalFileRead,
  type LocalFileUse,
  levelOf,
  localFileApi,
  splitLocalFiles,
  uploadRefusal,
} from '../../contract/index.ts';
import {
  apiEffects,
  byId,
  createKeyedList,
  createListFilter,
  createListResource,
  createMutationDialog,
  createUploadQueue,
  createUploadSend,
  defineDomain,
  matchesQuery,
} from '../kit/index.ts';
import { messageShown } from '../messages/index.ts';
import { attachDomain } from '../shell/index.ts';
import { filesText } from './filesText.ts';

/** A file's name (ours): a server of the spec alone may send none, and the file is then named by its id. */
export const localFileName = (file: Pick<LocalFileRead, 'id' | 'name'>): string =>
  file.name || `${filesText.file} #${file.id}`;

/** One effect per endpoint of the local file api (upload goes through `localFileUploadFx`). */
export const localFileFx = apiEffects(localFileApi);

/**
 * Spec §7.1 answers `GET /api/local` with two lists, images and docs; the resource keeps them as one list
 * (images first) so that a real-time change of either upserts or removes by id. An answer carrying `error`
 * is no files (the list rule of §7.1); a call that fails stays a failure.
 */
export const listLocalFilesFx = createEffect(async (): Promise<LocalFileRead[]> => {
  const answer = await localFileFx.list();
  return 'images' in answer ? [...answer.images, ...answer.docs] : [];
});

/** Every image and document, kept fresh by the `local` real-time event (created/updated refetch, deleted removes). */
export const localFiles = createListResource<LocalFileRead>({
  name: 'local',
  listFx: listLocalFilesFx,
  getFx: byId(localFileFx.get),
  // The event reaches every CMS reader (§7.2) but the files only CMS 4 (§6): a change is fetched while a screen
  // shows the files, else it marks a loaded list stale, so a reader below CMS 4 never asks for what is refused.
  staleWhenHidden: true,
});

export const localFileDomain = attachDomain(
  defineDomain({
    name: 'local',
    resource: localFiles,
    event: 'local',
    // Spec §6 loads local files at CMS 4; this model loads with the CMS screens, which load the list they show.
    initialLoad: (user) => levelOf(user, 'CMS') >= 4,
    overlay: true,
  }),
);

/** /cms/files: the files whose name matches the search (width- and kana-insensitive), in the server's order. */
export const localFileList = createListFilter({
  name: 'local-list',
  source: localFiles.$items,
  initial: { query: '' },
  match: (file: LocalFileRead, filter) => matchesQuery(localFileName(file), filter.query),
});
/** What the screen shows, split as spec §3 says: type imgs to images, any other type to docs. */
export const $localFileGroups = localFileList.$visible.map((files) => splitLocalFiles(files));

/** Where the file being deleted is used (ours, `GET /api/local/{id}/usage`): pages, websites, forms. */
export const localFileUsage = createKeyedList<LocalFileUse>({
  name: 'local-usage',
  fetchFx: createEffect(async (id: number): Promise<LocalFileUse[]> => {
    const answer = await localFileFx.usage({ params: { id } });
    if (answer.error) throw new Error(answer.message ?? 'usage refused');
    return answer.usedBy;
  }),
});

/** The server refused the delete because the file is used (409): the next press says "delete anyway". */
const $refusedInUse = createStore(false);

/**
 * The delete dialog on /cms/files: it names the file and where it is used; the first delete asks the server
 * to refuse a file in use (409), and only then may the user delete it anyway (`force=true`), knowing where.
 */
export const localFileDelete = createMutationDialog({
  name: 'local-delete',
  effect: localFileFx.remove,
  source: combine({ files: localFiles.$items, force: $refusedInUse }),
  params: ({ target, source }: { target: number; source: { files: LocalFileRead[]; force: boolean } }) => ({
    params: { id: target },
    ...(source.force ? { query: { force: 'true' as const } } : {}),
  }),
  successMessage: ({ target, source }) =>
    filesText.removed(localFileName(source.files.find((file) => file.id === target) ?? { id: target })),
  failedText: filesText.deleteFailed,
});
export const $localFileDeleteInUse = $refusedInUse;
$refusedInUse.reset(localFileDelete.opened, localFileDelete.closed);
$refusedInUse.on(localFileFx.remove.doneData, (refused, outcome) => refused || (!outcome.ok && outcome.stale));
sample({ clock: localFileDelete.succeeded, fn: ({ target }) => target, target: localFiles.removed });
sample({ clock: localFileDelete.opened, target: localFileUsage.keyRequested });
// A refusal shows the usage as it is now (a page took the file meanwhile).
sample({ clock: localFileFx.remove.done, filter: ({ result }) => !result.ok, target: localFileUsage.refreshed });

/** The real upload: one XMLHttpRequest per file with its progress (stories and tests answer it in their scope). */
export const localFileUploadFx = createUploadSend(localFileApi.upload);

/**
 * Files chosen or dropped on /cms/files, two at a time: refused by name and size before any byte is sent
 * (contract `uploadRefusal`), held when a file of the same cleaned name is listed until the user keeps both
 * or replaces it.
 */
export const localFileUpload = createUploadQueue({
  name: 'local-upload',
  send: localFileUploadFx,
  query: (entry) => ({ onConflict: entry.choice ?? 'keep' }),
  source: localFiles.$items,
  check: (file) => uploadRefusal(file),
  conflictOf: (file, files) => {
    const name = cleanFileName(file.name);
    return files.some((listed) => listed.name === name) ? filesText.conflict(name) : null;
  },
  parallel: 2,
  failedText: filesText.uploadFailed,
});
// The list shows an uploaded file at once, before the real-time event refetches it.
sample({
  clock: localFileUpload.uploaded,
  filter: ({ outcome }) => outcome.file !== undefined,
  fn: ({ outcome }) => outcome.file as LocalFileRead,
  target: localFiles.upserted,
});
sample({
  clock: localFileUpload.uploaded,
  filter: ({ outcome }) => outcome.file === undefined && outcome.id !== undefined,
  fn: ({ outcome }) => outcome.id ?? 0,
  target: localFiles.itemRequested,
});
sample({ clock: localFileDomain.resource.reset, target: localFileUpload.reset });

/** Copy a file's public address (absolute, on the console's origin) to the clipboard, and say so. */
export const fileUrlCopied = createEvent<{ name: string; url: string }>();
export const copyTextFx = createEffect(async (text: string) => {
  await navigator.clipboard.writeText(text);
});
const copy = sample({
  clock: fileUrlCopied,
  fn: (file) => ({ file, text: new URL(file.url, globalThis.location?.origin ?? 'http://localhost').href }),
});
sample({ clock: copy, fn: ({ text }) => text, target: copyTextFx });
const $copying = createStore<string>('').on(copy, (_, { file }) => file.name);
sample({
  clock: copyTextFx.done,
  source: $copying,
  fn: (name) => ({ message: filesText.copied(name), type: 'success' as const }),
  target: messageShown,
});
sample({
  clock: copyTextFx.fail,
  fn: () => ({ message: filesText.copyFailed, type: 'error' as const }),
  target: messageShown,
});
