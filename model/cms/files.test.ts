import { allSettled, fork, type StoreWritable } from 'effector';
import { describe, expect, test } from 'vitest';
import type { LocalFileUsage, TokenInfo } from '../../contract/index.ts';
import { aDoc, anImage } from '../../contract/testing/examples.ts';
import type { UploadSendParams } from '../kit/index.ts';
import { messageTimerFx } from '../messages/index.ts';
import { messageReceived } from '../realtime/index.ts';
import { $tokenInfo } from '../session/index.ts';
import {
  $localFileDeleteInUse,
  $localFileGroups,
  localFileDelete,
  localFileFx,
  localFileList,
  localFiles,
  localFileUpload,
  localFileUploadFx,
  localFileUsage,
} from './files.ts';

const koho = (cms: number): TokenInfo => ({
  id: 5,
  email: 'koho@example.go.jp',
  name: '広報 花子',
  groupId: 2,
  groupName: '広報課',
  type: 'Default',
  workflow: false,
  permissions: [cms, 0, 0, 0, 0, 0, 0],
});
const photo = { ...anImage, id: 3, name: 'ｺｳﾎｳ写真.png' };
const loaded = [
  [localFiles.$items, [anImage, photo, aDoc]],
  [localFiles.$status, 'fulfilled'],
] as [StoreWritable<unknown>, unknown][];
const done = { ok: true, noPermission: false, stale: false };

describe('local files', () => {
  test('the list answer { images, docs } becomes one list; screens get it split again', async () => {
    const scope = fork({ handlers: [[localFileFx.list, async () => ({ images: [anImage, photo], docs: [aDoc] })]] });
    await allSettled(localFiles.refreshed, { scope });
    expect(scope.getState(localFiles.$items).map((file) => file.id)).toEqual([1, 3, 2]);
    expect(scope.getState($localFileGroups)).toEqual({ images: [anImage, photo], docs: [aDoc] });

    const failed = fork({ handlers: [[localFileFx.list, async () => ({ error: true, message: 'だめ' })]] });
    await allSettled(localFiles.refreshed, { scope: failed });
    expect(scope.getState(localFiles.$status)).toBe('fulfilled');
    expect(failed.getState(localFiles.$items)).toEqual([]);

    const broken = fork({
      handlers: [
        [
          localFileFx.list,
          async () => {
            throw new Error('offline');
          },
        ],
      ],
    });
    await allSettled(localFiles.refreshed, { scope: broken });
    expect(broken.getState(localFiles.$failed)).toBe(true);
  });

  test('search by name is width- and kana-insensitive', async () => {
    const scope = fork({ values: [...loaded] });
    await allSettled(localFileList.changed, { scope, params: { query: 'こうほう' } });
    expect(scope.getState($localFileGroups)).toEqual({ images: [photo], docs: [] });
    expect(scope.getState(localFileList.$total)).toBe(3);
  });

  test('local events: created/updated refetch by id, deleted removes (CMS readers)', async () => {
    const renamed = { ...anImage, name: 'logo-new.png' };
    const scope = fork({
      values: [[$tokenInfo, koho(4)], ...loaded],
      handlers: [[localFileFx.get, async () => renamed]],
    });
    await allSettled(localFiles.shown, { scope });
    await allSettled(messageReceived, { scope, params: { event: 'local', action: 'updated', id: 1 } });
    expect(scope.getState(localFiles.$items)[0]?.name).toBe('logo-new.png');
    await allSettled(messageReceived, { scope, params: { event: 'local', action: 'deleted', id: 2 } });
    expect(scope.getState(localFiles.$items).map((file) => file.id)).toEqual([1, 3]);
  });

  test('no screen showing the files: a change marks the list stale; a reader below CMS 4 asks for nothing', async () => {
    const asked: unknown[] = [];
    const get = async (id: unknown) => {
      asked.push(id);
      return anImage;
    };
    const loadedScope = fork({ values: [[$tokenInfo, koho(4)], ...loaded], handlers: [[localFileFx.get, get]] });
    await allSettled(messageReceived, { scope: loadedScope, params: { event: 'local', action: 'created', id: 7 } });
    expect(asked).toEqual([]);
    expect(loadedScope.getState(localFiles.$stale)).toBe(true);

    const reader = fork({ values: [[$tokenInfo, koho(1)]], handlers: [[localFileFx.get, get]] });
    await allSettled(messageReceived, { scope: reader, params: { event: 'local', action: 'created', id: 7 } });
    expect(asked).toEqual([]);
    expect(reader.getState(localFiles.$stale)).toBe(false);
  });

  test('delete: refused while used (409), then forced knowing where', async () => {
    const usage: LocalFileUsage = {
      used: true,
      usedBy: [{ kind: 'website', id: 1, title: '本庁サイト', field: 'ogImage' }],
    };
    const calls: unknown[] = [];
    const scope = fork({
      values: [...loaded],
      handlers: [
        [localFileFx.usage, async () => usage],
        [
          localFileFx.remove,
          async (input: unknown) => {
            calls.push(input);
            return calls.length === 1
              ? { ok: false, noPermission: false, stale: true, message: '使われています' }
              : done;
          },
        ],
        [messageTimerFx, () => undefined],
      ],
    });
    await allSettled(localFileDelete.opened, { scope, params: 1 });
    expect(scope.getState(localFileUsage.$items)).toEqual(usage.usedBy);

    await allSettled(localFileDelete.submitted, { scope });
    expect(calls[0]).toEqual({ params: { id: 1 } });
    expect(scope.getState($localFileDeleteInUse)).toBe(true);
    expect(scope.getState(localFileDelete.$error)).toBe('使われています');
    expect(scope.getState(localFiles.$items).some((file) => file.id === 1)).toBe(true);

    await allSettled(localFileDelete.submitted, { scope });
    expect(calls[1]).toEqual({ params: { id: 1 }, query: { force: 'true' } });
    expect(scope.getState(localFileDelete.$done)).toBe(true);
    expect(scope.getState(localFiles.$items).some((file) => file.id === 1)).toBe(false);

    await allSettled(localFileDelete.closed, { scope });
    expect(scope.getState($localFileDeleteInUse)).toBe(false);
  });

  test('a file that is not used goes at the first press, without force', async () => {
    const calls: unknown[] = [];
    const scope = fork({
      values: [...loaded],
      handlers: [
        [localFileFx.usage, async () => ({ used: false, usedBy: [] })],
        [localFileFx.remove, async (input: unknown) => (calls.push(input) ? done : done)],
        [messageTimerFx, () => undefined],
      ],
    });
    await allSettled(localFileDelete.opened, { scope, params: 2 });
    await allSettled(localFileDelete.submitted, { scope });
    expect(calls).toEqual([{ params: { id: 2 } }]);
    expect(scope.getState(localFiles.$items).map((file) => file.id)).toEqual([1, 3]);
  });

  test('upload: refused by type before sending, a listed name held as a conflict, the stored file listed', async () => {
    const sent: UploadSendParams<{ onConflict?: 'keep' | 'replace' }>[] = [];
    const scope = fork({
      values: [...loaded],
      handlers: [
        [
          localFileUploadFx,
          async (params: UploadSendParams<{ onConflict?: 'keep' | 'replace' }>) => {
            sent.push(params);
            return { ...done, id: 9, file: { ...anImage, id: 9, name: params.file.name } };
          },
        ],
      ],
    });
    const files = [new File(['x'], 'run.exe'), new File(['x'], 'logo.png'), new File(['x'], 'map.png')];
    await allSettled(localFileUpload.added, { scope, params: files });
    const entries = scope.getState(localFileUpload.$entries);
    expect(entries.map((entry) => entry.state)).toEqual(['refused', 'conflict', 'done']);
    expect(entries[0]?.message).toContain('アップロードできない種類');
    expect(sent.map((params) => [params.file.name, params.query])).toEqual([['map.png', { onConflict: 'keep' }]]);
    expect(scope.getState(localFiles.$items).some((file) => file.name === 'map.png')).toBe(true);

    await allSettled(localFileUpload.resolved, { scope, params: { key: entries[1]?.key ?? 0, choice: 'replace' } });
    expect(sent[1]?.query).toEqual({ onConflict: 'replace' });
  });
});
