const when = new Intl.DateTimeFormat('ja-JP', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Tokyo' });

export type UploadedAt = string | number | Date | undefined;

/** When a file was uploaded, in Japan's time: 「2026/11/20 10:30」; nothing for a missing or unreadable date. */
export const formatUploadedAt = (value: UploadedAt) => {
  if (value === undefined) return undefined;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : when.format(date);
};

/** Who and when, as one line: 「広報課 山田・2026/11/20 10:30」. */
export const uploadedLine = (by: string | undefined, at: string | undefined) => [by, at].filter(Boolean).join('・');
