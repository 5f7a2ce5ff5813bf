import { join } from 'node:path';
import type { ServerConfig } from '../config.ts';
import { BlobStorage } from './blobStorage.ts';
import { FolderStorage } from './folderStorage.ts';
import type { FileStorage } from './storage.ts';

/**
 * The server's file storage: Azure Blob Storage when AZURE_STORAGE_CONNECTION_STRING is set, else the data
 * folder's `files` (with DATABASE_URL too: DATA_DIR then holds only the files). A connection string the SDK
 * cannot read stops the start with its reason; the account itself is first reached on the first call.
 */
export const storageFromConfig = (
  config: Pick<ServerConfig, 'dataDir' | 'azureStorageConnectionString' | 'azureStorageContainer'>,
): FileStorage => {
  if (!config.azureStorageConnectionString) return new FolderStorage(join(config.dataDir, 'files'));
  try {
    return new BlobStorage(config.azureStorageConnectionString, config.azureStorageContainer);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`AZURE_STORAGE_CONNECTION_STRING を読めません (${reason})。`, { cause: error });
  }
};
