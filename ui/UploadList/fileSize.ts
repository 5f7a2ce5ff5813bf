const oneDecimal = new Intl.NumberFormat('ja-JP', { maximumFractionDigits: 1 });
const whole = new Intl.NumberFormat('ja-JP');

const KB = 1024;
const MB = KB * 1024;

/** A file's size for people: 「512 バイト」, 「12.3 KB」, 「1.5 MB」 (binary units, as the upload limits are). */
export const formatFileSize = (bytes: number): string => {
  if (bytes < KB) return `${whole.format(bytes)} バイト`;
  if (bytes < MB) return `${oneDecimal.format(bytes / KB)} KB`;
  return `${oneDecimal.format(bytes / MB)} MB`;
};
