/**
 * Where an answer may come from (issue 20): a page of the form's website, or a page of this server (a
 * `/site/…` page or the form's own address). Pages under /site are sandboxed, so a browser names their
 * origin `null` and (Chromium) sends no Referer: such an answer is `'byToken'` — taken only with a genuine
 * token of this form, which only our rendering of it hands out. A Referer, when sent, must be one of those
 * origins; a request naming no origin at all is refused.
 */
export type OriginVerdict = 'allowed' | 'refused' | 'byToken';
export interface AnswerOrigin {
  origin: string | undefined;
  referer: string | undefined;
}

const originOf = (url: string | undefined): string | undefined => {
  if (!url) return undefined;
  try {
    const parsed = new URL(url);
    return ['http:', 'https:'].includes(parsed.protocol) ? parsed.origin : undefined;
  } catch {
    return undefined;
  }
};

export const answerOriginAllowed = (
  request: AnswerOrigin,
  allowed: { ownOrigins: readonly string[]; websiteUrl: string },
): OriginVerdict => {
  const origins = new Set([...allowed.ownOrigins, originOf(allowed.websiteUrl)].filter(Boolean));
  if (request.origin === undefined || request.origin === 'null') {
    if (request.referer === undefined) return request.origin === 'null' ? 'byToken' : 'refused';
    const from = originOf(request.referer);
    return from !== undefined && origins.has(from) ? 'allowed' : 'refused';
  }
  return origins.has(request.origin) ? 'allowed' : 'refused';
};
