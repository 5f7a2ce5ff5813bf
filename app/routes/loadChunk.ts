/** Spec §7.1, §9: a script or stylesheet chunk that has not loaded after this long is a load error. */
export const CHUNK_TIMEOUT_MS = 120_000;

/** A screen's code failed to load: names the chunk so the error view can say which and offer a reload. */
export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
  constructor(
    readonly chunk: string,
    cause: unknown,
  ) {
    super(`画面「${chunk}」の読み込みに失敗しました。`, { cause });
  }
}

/** Imports a screen's chunk with the spec's time-out; any failure becomes a ChunkLoadError naming it. */
export const loadChunk = async <T>(chunk: string, load: () => Promise<T>, timeoutMs = CHUNK_TIMEOUT_MS): Promise<T> => {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    return await Promise.race([load(), timeout]);
  } catch (error) {
    throw new ChunkLoadError(chunk, error);
  } finally {
    clearTimeout(timer);
  }
};
