import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readConfig } from '../config.ts';
import { BlobStorage } from './blobStorage.ts';
import { FolderStorage } from './folderStorage.ts';
import { storageFromConfig } from './storageFromConfig.ts';

describe('the file storage of the settings', () => {
  it('is the data folder’s `files` by default', () => {
    const storage = storageFromConfig(readConfig({ DATA_DIR: '/srv/console-data' }));
    expect(storage).toBeInstanceOf(FolderStorage);
    expect((storage as FolderStorage).root).toBe(join('/srv/console-data', 'files'));
  });

  it('is Azure Blob Storage when a connection string is set (nothing is reached before the first call)', () => {
    const storage = storageFromConfig(
      readConfig({
        AZURE_STORAGE_CONNECTION_STRING:
          'DefaultEndpointsProtocol=http;AccountName=devstoreaccount1;AccountKey=a2V5;BlobEndpoint=http://127.0.0.1:9/devstoreaccount1;',
        AZURE_STORAGE_CONTAINER: 'agency-files',
      }),
    );
    expect(storage).toBeInstanceOf(BlobStorage);
  });

  it('stops the start on a connection string the SDK cannot read, saying which setting', () => {
    expect(() => storageFromConfig(readConfig({ AZURE_STORAGE_CONNECTION_STRING: 'not a connection string' }))).toThrow(
      /AZURE_STORAGE_CONNECTION_STRING を読めません/,
    );
  });
});
