import type { LocalFileRead, TokenInfo } from '../../contract/index.ts';
import { aDoc, anImage } from '../../contract/testing/examples.ts';
import { localFileFx, localFileUploadFx } from '../../model/cms/index.ts';
import type { UploadSendParams } from '../../model/kit/index.ts';
import { $tokenInfo } from '../../model/session/index.ts';
import { admin } from '../../model/session/testing.ts';
import { type StoryOptions, sessionLoader } from '../shared/story.tsx';

/** /cms/files stories: every local file endpoint and the upload replaced, so none reaches a network. */
export const filesStoryLoader = (options: StoryOptions & { user?: TokenInfo } = {}) => {
  const { user = admin, ...rest } = options;
  return sessionLoader({
    ...rest,
    values: [[$tokenInfo, user], ...(rest.values ?? [])],
    replaced: [...Object.values(localFileFx), localFileUploadFx, ...(rest.replaced ?? [])],
  });
};

/** Two images (no thumbnails: nothing to fetch in a story) and a document. */
export const someFiles: LocalFileRead[] = [
  { ...anImage, thumbnailUrl: null },
  { ...anImage, id: 3, name: 'ｺｳﾎｳ写真.png', thumbnailUrl: null, width: 1200, height: 800, size: 345_678 },
  aDoc,
];
export const filesAnswer = () => ({ images: someFiles.slice(0, 2), docs: someFiles.slice(2) });

type Query = { onConflict?: 'keep' | 'replace' };
export interface PendingUpload {
  params: UploadSendParams<Query>;
  finish: (answer: object) => void;
}

/**
 * The upload answered step by step by the story's play function: each file's call waits in `pending` until
 * the story reports its progress (`params.onProgress`) and finishes it. Fresh per story run.
 */
export const stepwiseUploads = () => {
  const pending: PendingUpload[] = [];
  /** The story's answer; each run starts with none pending. */
  const handler = () => {
    pending.length = 0;
    return (params: UploadSendParams<Query>) =>
      new Promise<object>((resolve) => {
        pending.push({ params, finish: resolve });
      });
  };
  return { pending, handler };
};
