import { type ComponentProps, useMemo } from 'react';
import * as styles from './SanitizedHtml.css.ts';
import { sanitizeHtml } from './sanitize.ts';

export const sanitizedHtmlElements = ['div', 'span'] as const;
export type SanitizedHtmlElement = (typeof sanitizedHtmlElements)[number];

export type SanitizedHtmlProps = Omit<ComponentProps<'div'>, 'children' | 'dangerouslySetInnerHTML'> & {
  /** HTML from the server (notices, messages): reduced to the allow-list of `sanitize.ts`. */
  html: string;
  /** `span` when the HTML sits inside a line of text, such as a list item with a label before it. */
  as?: SanitizedHtmlElement;
};

/**
 * The console's one HTML sink: server-provided HTML through `sanitizeHtml` (DOMPurify, and a TrustedHTML
 * where the browser enforces Trusted Types), so it cannot run script in the console.
 */
export const SanitizedHtml = ({ html, as: Element = 'div', className, ...rest }: SanitizedHtmlProps) => {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return (
    <Element
      {...rest}
      className={className ? `${styles.root} ${className}` : styles.root}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the markup has just been through sanitizeHtml.
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
};
