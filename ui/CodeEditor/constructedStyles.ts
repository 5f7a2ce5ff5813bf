import { StyleModule } from 'style-mod';

/**
 * CodeMirror writes its styles at run time through style-mod. In a document, style-mod puts them in a
 * `<style>` element, which the console's Content-Security-Policy (`style-src 'self'`, no nonce) refuses: the
 * editor would show unstyled and every page would report a violation. In a shadow root it uses a constructed
 * style sheet (`adoptedStyleSheets`) instead, which `style-src` does not govern.
 *
 * So before the first editor mounts, let style-mod set up its shadow-root style set on a throwaway shadow
 * root, and hand that same set to the document: style-mod keeps a root's set under a symbol property of the
 * root and reuses it when there is one, so the document's editors then add their rules to the constructed
 * sheet and adopt it into `document.adoptedStyleSheets`. Without constructed style sheets (an old browser,
 * jsdom), or if a later style-mod stops keeping its set this way, nothing is changed and style-mod makes its
 * `<style>` element as before (`cspNonce` then lets a nonce-based policy take it); the editor's story checks
 * that no `<style>` element appears.
 */
const prepared = new WeakSet<Document>();

export const prepareConstructedStyleSheet = (doc: Document): boolean => {
  if (prepared.has(doc)) return true;
  const CSSStyleSheetClass = doc.defaultView?.CSSStyleSheet;
  if (!('adoptedStyleSheets' in doc) || typeof CSSStyleSheetClass !== 'function') return false;
  try {
    const probe = doc.createElement('div').attachShadow({ mode: 'open' });
    StyleModule.mount(probe, []);
    const key = Object.getOwnPropertySymbols(probe).find((symbol) => symbol.description === 'styleSet');
    if (!key) return false;
    const set = (probe as unknown as Record<symbol, unknown>)[key] as { sheet?: unknown } | undefined;
    const documentKeys = doc as unknown as Record<symbol, unknown>;
    // Only a set built on a constructed sheet, and only if no editor has given the document its own yet.
    if (!(set?.sheet instanceof CSSStyleSheetClass) || documentKeys[key] !== undefined) return false;
    documentKeys[key] = set;
    prepared.add(doc);
    return true;
  } catch {
    return false;
  }
};
