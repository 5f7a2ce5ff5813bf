import { allows, escapeHtml, IMAGE_TYPE, type LocalFileRead, localFileApi } from '../../contract/index.ts';
import { createListFilter, matchesQuery } from '../kit/index.ts';
import { $tokenInfo } from '../session/index.ts';
import { localFileName, localFiles } from './files.ts';

/**
 * The image library as a picker (issue 18: wherever an image is chosen — a website's ogImage and favicon, an
 * image put into a page): the images of the file list, searched by name like /cms/files. A screen shows it
 * with `shownWhile(gate, localFiles)` while the picker is open, so the list loads and follows changes then.
 */
export const imagePickerList = createListFilter({
  name: 'image-picker',
  source: localFiles.$items.map((files) => files.filter((file) => file.type === IMAGE_TYPE)),
  initial: { query: '' },
  match: (file: LocalFileRead, filter) => matchesQuery(localFileName(file), filter.query),
});

/** Whether this user may open the library (the server lists files at CMS 4): below it, addresses are typed. */
export const $imageLibraryAllowed = $tokenInfo.map((user) => allows(localFileApi.list.access, user));

/** An image's tag for a page: its address, the alt text asked for (escaped), and its size when known. */
export const imageTag = (file: Pick<LocalFileRead, 'url' | 'width' | 'height'>, alt: string): string => {
  const size = file.width && file.height ? ` width="${file.width}" height="${file.height}"` : '';
  return `<img src="${escapeHtml(file.url ?? '')}" alt="${escapeHtml(alt)}"${size}>`;
};
