import { once } from 'node:events';
import { PassThrough } from 'node:stream';

/**
 * A stream handed to the file storage and written with backpressure: `push` waits while the storage has
 * not taken what it was given, so an export of any size holds little in memory.
 */
export const storageSink = () => {
  const stream = new PassThrough({ highWaterMark: 256 * 1024 });
  // Its reader (the storage) takes a failure through its own iteration; nobody else listens.
  stream.on('error', () => undefined);
  return {
    stream,
    push: async (chunk: Buffer | string): Promise<void> => {
      if (stream.destroyed) throw new Error('the export stream was closed');
      if (!stream.write(chunk)) await once(stream, 'drain');
    },
    end: () => {
      stream.end();
    },
    /** Destroys the stream: the storage keeps nothing of it. */
    abort: (reason: Error) => {
      stream.destroy(reason);
    },
  };
};
