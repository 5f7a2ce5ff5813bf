import { formatCount, formatNumber } from '../text/numbers.ts';

const KB = 1024;
const MB = KB * 1024;

/** A file's size for people: 「512 バイト」, 「12.3 KB」, 「1.5 MB」 (binary units, as the upload limits are). */
export const formatFileSize = (bytes: number): string => {
  if (bytes < KB) return `${formatCount(bytes)} バイト`;
  if (bytes < MB) return `${formatNumber(bytes / KB, 1)} KB`;
  return `${formatNumber(bytes / MB, 1)} MB`;
};
