import { PassThrough, Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { BlobServiceClient, type ContainerClient, RestError } from '@azure/storage-blob';
import { checkStorageKey, type FileStorage } from './storage.ts';

export const DEFAULT_CONTAINER = 'console-files';

/** Blocks of 4 MiB, at most 4 in flight: an upload holds some 20 MiB of memory at worst. */
const BLOCK_SIZE = 4 * 1024 * 1024;
const BLOCKS_IN_FLIGHT = 4;

const isNotFound = (error: unknown) => error instanceof RestError && error.statusCode === 404;

/**
 * Blobs in one container of an Azure Storage account (AZURE_STORAGE_CONNECTION_STRING), a blob per key.
 *
 * Whole or nothing: a block blob's bytes go up as staged blocks, which no reader sees; the block list is
 * committed only once the source has ended, so a source that fails leaves at most uncommitted blocks, which
 * the service discards by itself. (Two writes to one key at the same moment: the first commit discards the
 * other's staged blocks, and the other write fails; the key holds the first, whole.)
 */
export class BlobStorage implements FileStorage {
  private readonly container: ContainerClient;
  private created: Promise<unknown> | undefined;

  /** Throws at once on a connection string the SDK cannot read; the container is created on first use. */
  constructor(connectionString: string, containerName: string = DEFAULT_CONTAINER) {
    this.container = BlobServiceClient.fromConnectionString(connectionString).getContainerClient(containerName);
  }

  private async blob(key: string) {
    const blob = this.container.getBlockBlobClient(checkStorageKey(key));
    this.created ??= this.container.createIfNotExists().catch((error: unknown) => {
      this.created = undefined; // the next call tries again (the account may have been out of reach)
      throw error;
    });
    await this.created;
    return blob;
  }

  async write(key: string, source: Readable, { contentType }: { contentType: string }): Promise<void> {
    // The SDK waits for the source's `end` or `error`; one destroyed without an error emits neither, so it
    // goes through a pipeline, which fails that as a premature close.
    const body = new PassThrough();
    try {
      const blob = await this.blob(key);
      await Promise.all([
        pipeline(source, body),
        blob.uploadStream(body, BLOCK_SIZE, BLOCKS_IN_FLIGHT, { blobHTTPHeaders: { blobContentType: contentType } }),
      ]);
    } catch (error) {
      source.destroy();
      body.destroy();
      throw error;
    }
  }

  async read(key: string): Promise<Readable | undefined> {
    const blob = await this.blob(key);
    try {
      const body = (await blob.download()).readableStreamBody;
      if (!body) return undefined;
      return body instanceof Readable ? body : Readable.from(body);
    } catch (error) {
      if (isNotFound(error)) return undefined;
      throw error;
    }
  }

  async remove(key: string): Promise<void> {
    await (await this.blob(key)).deleteIfExists();
  }

  async exists(key: string): Promise<boolean> {
    return (await this.blob(key)).exists();
  }

  /** The SDK keeps nothing open between calls. */
  async close(): Promise<void> {}
}
