export type { SanitizedHtmlElement, SanitizedHtmlProps } from './SanitizedHtml.tsx';
export { SanitizedHtml, sanitizedHtmlElements } from './SanitizedHtml.tsx';
