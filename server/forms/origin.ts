/**
 * Where an answer may come from (issue 20): a page of the form's website, or a page of this server (a
 * `/site/…` page or the form's own address). Pages under /site are sandboxed, so a browser names their
 * origin `null`: then the Referer must be one of those. A request naming neither is refused.
 */
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
): boolean => {
  const origins = new Set([...allowed.ownOrigins, originOf(allowed.websiteUrl)].filter(Boolean));
  if (request.origin === undefined || request.origin === 'null') {
    const from = originOf(request.referer);
    return from !== undefined && origins.has(from);
  }
  return origins.has(request.origin);
};
