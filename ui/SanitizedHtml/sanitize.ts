import DOMPurify, { type Config } from 'dompurify';

/**
 * The one place where HTML from outside the console's code becomes markup (notices, messages, and the later
 * domains' form, mail and page previews): everything goes through `sanitizeHtml` and its allow-list.
 *
 * What the allow-list is for: text formatting, lists, tables, images and links as a rich-text editor writes
 * them. Left out on purpose: form controls (a notice must not draw a password field that posts elsewhere),
 * `style` (the CSP refuses inline styles, and a style can cover the console with a fake screen), `class` and
 * `id` (the console's own styles and DOM clobbering), `role`/`aria-*` (a fake button or a hidden warning), SVG
 * and MathML (the namespace-confusion bypasses), and every URL scheme but http(s), mailto and tel.
 *
 * Under the server's CSP (`require-trusted-types-for 'script'`) the result is a TrustedHTML made through the
 * console's one policy, `console-html`: DOMPurify needs a policy that passes markup through (it parses the
 * dirty string in an inert document first), so that policy stays inside this module and is never exported.
 */

export const TRUSTED_TYPES_POLICY_NAME = 'console-html';

const allowedTags = [
  'a',
  'abbr',
  'b',
  'blockquote',
  'br',
  'caption',
  'code',
  'dd',
  'del',
  'div',
  'dl',
  'dt',
  'em',
  'hr',
  'i',
  'img',
  'ins',
  'li',
  'mark',
  'ol',
  'p',
  'pre',
  'q',
  's',
  'small',
  'span',
  'strong',
  'sub',
  'sup',
  'table',
  'tbody',
  'td',
  'tfoot',
  'th',
  'thead',
  'time',
  'tr',
  'u',
  'ul',
];

const allowedAttributes = [
  'alt',
  'colspan',
  'datetime',
  'dir',
  'height',
  'href',
  'lang',
  'rowspan',
  'scope',
  'src',
  'title',
  'width',
];

/**
 * http(s), mailto and tel, or a URL without a scheme (relative, as the console's own messages link to
 * `/pw-update`). DOMPurify's default also lets ftp, sms, xmpp, cid and others through; nothing here needs them.
 */
const allowedUri = /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

/** The allow-list, exported for the tests that read it (nothing else should configure DOMPurify). */
export const sanitizeConfig = {
  ALLOWED_TAGS: allowedTags,
  ALLOWED_ATTR: allowedAttributes,
  ALLOWED_URI_REGEXP: allowedUri,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
  ALLOW_SELF_CLOSE_IN_ATTR: false,
  SAFE_FOR_XML: true,
  KEEP_CONTENT: true,
} satisfies Config;

/** What `sanitizeHtml` returns: a TrustedHTML where the browser has Trusted Types, else the string. */
export type SafeHtml = string | ReturnType<NonNullable<Config['TRUSTED_TYPES_POLICY']>['createHTML']>;

type Policy = NonNullable<Config['TRUSTED_TYPES_POLICY']>;
interface TrustedTypesFactory {
  createPolicy: (
    name: string,
    rules: { createHTML: (input: string) => string; createScriptURL: () => string },
  ) => Policy;
}

const createPolicy = (): Policy | null => {
  const factory = (globalThis as { trustedTypes?: TrustedTypesFactory }).trustedTypes;
  if (!factory) return null;
  return factory.createPolicy(TRUSTED_TYPES_POLICY_NAME, {
    // Only DOMPurify calls this: on the dirty string before its inert parse, and on its own clean output.
    createHTML: (input) => input,
    // Nothing in the allow-list takes a script URL: refuse rather than pass one through.
    createScriptURL: () => {
      throw new TypeError(`${TRUSTED_TYPES_POLICY_NAME} makes no script URLs`);
    },
  });
};

const isOtherOrigin = (href: string): boolean => {
  try {
    const url = new URL(href, document.baseURI);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin !== window.location.origin;
  } catch {
    return false;
  }
};

type Purifier = ReturnType<typeof DOMPurify>;
let purifier: Purifier | undefined;

/** Made on first use: an instance of our own (no other code's hooks or config), with the policy made once. */
const thePurifier = (): Purifier => {
  if (purifier) return purifier;
  const instance = DOMPurify(window);
  const policy = createPolicy();
  // `null` tells DOMPurify to make no policy of its own ("dompurify", which the CSP does not name).
  instance.setConfig({ ...sanitizeConfig, TRUSTED_TYPES_POLICY: policy, RETURN_TRUSTED_TYPE: policy !== null });
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName !== 'A') return;
    const link = node as Element;
    // A link to another site opens a new tab, so the console (and what was being typed) stays; our own links,
    // mailto and tel open where they are. Either way the page opened learns nothing of the console.
    const href = link.getAttribute('href');
    if (href && isOtherOrigin(href)) link.setAttribute('target', '_blank');
    else link.removeAttribute('target');
    link.setAttribute('rel', 'noopener noreferrer');
  });
  purifier = instance;
  return instance;
};

/** How many sanitised texts are remembered (the bell holds up to 100 notices; messages come and go). */
export const SANITIZED_CACHE_SIZE = 500;
const sanitized = new Map<string, SafeHtml>();

/**
 * HTML from outside the console's code, reduced to the allow-list, ready for `innerHTML`. The same text is
 * sanitised once (the bell's notices on every open): the allow-list never changes, so neither does the result.
 */
export const sanitizeHtml = (dirty: string): SafeHtml => {
  const known = sanitized.get(dirty);
  if (known !== undefined) {
    // Most recently used last: the first key is the one to forget.
    sanitized.delete(dirty);
    sanitized.set(dirty, known);
    return known;
  }
  const clean = thePurifier().sanitize(dirty) as SafeHtml;
  sanitized.set(dirty, clean);
  if (sanitized.size > SANITIZED_CACHE_SIZE) sanitized.delete(sanitized.keys().next().value as string);
  return clean;
};

/** The same, as a string (tests, and text that is measured rather than shown). */
export const sanitizeHtmlToString = (dirty: string): string => String(sanitizeHtml(dirty));
