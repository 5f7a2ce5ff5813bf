/** Kinds of document people recognise, judged by the media type first and the name's extension second. */
const byMime: Record<string, string> = {
  'application/pdf': 'PDF',
  'application/msword': 'Word',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'Word',
  'application/vnd.ms-excel': 'Excel',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'Excel',
  'application/vnd.ms-powerpoint': 'PowerPoint',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': 'PowerPoint',
  'application/vnd.oasis.opendocument.text': 'ODF 文書',
  'application/vnd.oasis.opendocument.spreadsheet': 'ODF 表計算',
  'application/vnd.oasis.opendocument.presentation': 'ODF プレゼンテーション',
  'text/csv': 'CSV',
  'text/plain': 'テキスト',
  'application/zip': 'ZIP',
};

const byExtension: Record<string, string> = {
  pdf: 'PDF',
  doc: 'Word',
  docx: 'Word',
  xls: 'Excel',
  xlsx: 'Excel',
  ppt: 'PowerPoint',
  pptx: 'PowerPoint',
  odt: 'ODF 文書',
  ods: 'ODF 表計算',
  odp: 'ODF プレゼンテーション',
  csv: 'CSV',
  txt: 'テキスト',
  zip: 'ZIP',
};

/** 「PDF」, 「Excel」, 「テキスト」…; 「ファイル」 when neither the type nor the name tells. */
export const docTypeLabel = (name: string, mimeType?: string, fallback = 'ファイル'): string => {
  const fromMime = mimeType ? byMime[mimeType.split(';')[0]?.trim().toLowerCase() ?? ''] : undefined;
  if (fromMime) return fromMime;
  const dot = name.lastIndexOf('.');
  const extension = dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
  return byExtension[extension] ?? fallback;
};
