import DOMPurify from 'dompurify';
import { type ComponentProps, useMemo } from 'react';
import * as styles from './SanitizedHtml.css.ts';

export const sanitizedHtmlElements = ['div', 'span'] as const;
export type SanitizedHtmlElement = (typeof sanitizedHtmlElements)[number];

export type SanitizedHtmlProps = Omit<ComponentProps<'div'>, 'children' | 'dangerouslySetInnerHTML'> & {
  /** HTML from the server (notices, messages). Scripts, event handlers and javascript: URLs are removed. */
  html: string;
  /** `span` when the HTML sits inside a line of text, such as a list item with a label before it. */
  as?: SanitizedHtmlElement;
};

/** Renders server-provided HTML, sanitised by DOMPurify so it cannot run script in the console. */
export const SanitizedHtml = ({ html, as: Element = 'div', className, ...rest }: SanitizedHtmlProps) => {
  const clean = useMemo(() => DOMPurify.sanitize(html), [html]);
  return (
    <Element
      {...rest}
      className={className ? `${styles.root} ${className}` : styles.root}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the string has just been through DOMPurify.
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
};
