import { sample } from 'effector';
import { createGate } from 'effector-react';
import { allows, localFileApi } from '../../contract/index.ts';
import { localFileDelete, localFileList, localFiles, localFileUsage } from '../../model/cms/index.ts';
import { $tokenInfo } from '../../model/session/index.ts';
import { filesPageText } from './text.ts';

/** /cms/files on screen. */
export const FilesGate = createGate({ name: 'cms-files' });

/**
 * The route needs CMS (spec §2.2) and the screen CMS 4 (its navigation entry, and every local file call):
 * below that the screen says why and loads nothing the server would refuse.
 */
export const $filesBlocked = $tokenInfo.map((user) =>
  allows(localFileApi.list.access, user) ? null : filesPageText.blocked,
);

const opened = sample({ clock: FilesGate.open, source: $filesBlocked, filter: (blocked) => blocked === null });
sample({ clock: opened, fn: () => undefined, target: [localFiles.shown, localFiles.needed] });
sample({ clock: FilesGate.close, fn: () => undefined, target: localFiles.hidden });
sample({ clock: FilesGate.close, target: [localFileList.reset, localFileDelete.closed, localFileUsage.reset] });
// The dialog closes once the file is deleted (its message says so).
sample({
  clock: localFileDelete.succeeded,
  fn: () => undefined,
  target: [localFileDelete.closed, localFileUsage.reset],
});

export const $filesLoading = localFiles.$status.map((status) => status === 'init' || status === 'pending');
export const $fileQuery = localFileList.$filter.map((filter) => filter.query);
export const fileSearched = localFileList.changed.prepend((query: string) => ({ query }));
