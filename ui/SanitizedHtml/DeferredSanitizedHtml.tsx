import { lazy, Suspense } from 'react';
import * as styles from './SanitizedHtml.css.ts';
import type { SanitizedHtmlProps } from './SanitizedHtml.tsx';

type Module = typeof import('./SanitizedHtml.tsx');

let loaded: Module | undefined;
const Lazy = lazy(async () => {
  loaded = await import('./SanitizedHtml.tsx');
  return { default: loaded.SanitizedHtml };
});

/** Text with neither `<` nor `&` holds no markup and no character reference: as text it reads exactly as HTML. */
const isPlainText = (html: string): boolean => !/[<&]/.test(html);

/**
 * SanitizedHtml whose sanitiser (DOMPurify) is loaded on first need, for what every screen shows from the first
 * paint (the global messages): plain text, the usual message, is rendered as text at once (React escapes it);
 * markup waits for the sanitiser, with nothing in its place meanwhile (never the raw HTML, not even as text).
 */
export const DeferredSanitizedHtml = ({ html, as: Element = 'div', className, ...rest }: SanitizedHtmlProps) => {
  if (isPlainText(html)) {
    return (
      <Element {...rest} className={className ? `${styles.root} ${className}` : styles.root}>
        {html}
      </Element>
    );
  }
  const props = { html, as: Element, className, ...rest };
  if (loaded) return <loaded.SanitizedHtml {...props} />;
  return (
    <Suspense fallback={null}>
      <Lazy {...props} />
    </Suspense>
  );
};
