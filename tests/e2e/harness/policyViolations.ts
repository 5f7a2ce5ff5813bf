import type { BrowserContext } from 'playwright-core';

/**
 * Content-Security-Policy and Trusted Types violations seen in the end-to-end pages. The server's policy
 * (server/web/contentSecurityPolicy.ts) is strict, so a screen that needs an inline style, a string in an
 * HTML sink or a source the policy does not name shows up here; tests/e2e/harness/failOnPolicyViolations.ts
 * fails the test during which one happened.
 *
 * One kind is expected where a test sends hostile HTML on purpose: Chromium checks the policy while
 * DOMPurify parses markup in its inert document, so an event handler or a style in a notice is reported
 * (as blocked) before the sanitiser removes it. Such a report is dispatched at the document, never at an
 * element of the page. A test that sends such markup says so with `expectSanitisedMarkup(context)`; every
 * other report, and every Trusted Types report, fails.
 */
export interface PolicyViolation {
  directive: string;
  blocked: string;
  sample: string;
  sourceFile: string;
  line: number;
  /** `document` when dispatched at the document (an inert parse); else the element's tag. */
  target: string;
  page: string;
  /** Reported while the sanitiser parsed markup a test sent on purpose. */
  expected: boolean;
}

const BINDING = '__consolePolicyViolation';
const INERT_PARSE_DIRECTIVES = new Set(['script-src-attr', 'style-src-attr', 'style-src-elem']);

const seen: PolicyViolation[] = [];
const watched = new Set<BrowserContext>();
const expectingSanitisedMarkup = new WeakSet<BrowserContext>();

type Reported = Omit<PolicyViolation, 'page' | 'expected'>;

const isInertParseReport = (violation: Reported): boolean =>
  violation.target === 'document' && violation.blocked === 'inline' && INERT_PARSE_DIRECTIVES.has(violation.directive);

/** Records every violation of the context's pages (its frames included), from the first script on. */
export const watchPolicyViolations = async (context: BrowserContext): Promise<void> => {
  if (watched.has(context)) return;
  watched.add(context);
  context.once('close', () => watched.delete(context));
  await context.exposeBinding(BINDING, ({ page }, violation: Reported) => {
    seen.push({
      ...violation,
      page: page.url(),
      expected: expectingSanitisedMarkup.has(context) && isInertParseReport(violation),
    });
  });
  await context.addInitScript((binding) => {
    const report = (window as unknown as Record<string, (violation: unknown) => void>)[binding];
    document.addEventListener(
      'securitypolicyviolation',
      (event) => {
        const target = event.target as Node | null;
        report?.({
          directive: event.effectiveDirective,
          blocked: event.blockedURI,
          sample: event.sample,
          sourceFile: event.sourceFile,
          line: event.lineNumber,
          target: !target || target.nodeType === Node.DOCUMENT_NODE ? 'document' : target.nodeName.toLowerCase(),
        });
      },
      true,
    );
  }, BINDING);
};

/** The context's pages are sent hostile HTML on purpose: the sanitiser's inert-parse reports are expected. */
export const expectSanitisedMarkup = (context: BrowserContext): void => {
  expectingSanitisedMarkup.add(context);
};

/**
 * Lets reports still on their way from the pages arrive: a report is an event queued as a task after the
 * breach, so each page runs a task of its own first; a binding call is delivered before a later answer.
 */
const settle = async (): Promise<void> => {
  const pages = [...watched].flatMap((context) => context.pages());
  const nextTask = () => new Promise((done) => setTimeout(done, 0));
  const answered = Promise.all(pages.map((page) => page.evaluate(nextTask).catch(() => undefined)));
  await Promise.race([answered, new Promise((done) => setTimeout(done, 2_000))]);
};

/** Every violation since the last call, expected or not (and forgets them). */
export const takePolicyViolations = async (): Promise<PolicyViolation[]> => {
  await settle();
  return seen.splice(0);
};

export const describeViolation = (violation: PolicyViolation): string =>
  `${violation.directive} blocked ${violation.blocked || '(nothing named)'} at ${violation.target} on ${violation.page}` +
  ` (${violation.sourceFile || 'no source'}:${violation.line})${violation.sample ? ` sample: ${violation.sample}` : ''}`;

/** Throws naming every unexpected violation since the last call. */
export const assertNoPolicyViolations = async (): Promise<void> => {
  const unexpected = (await takePolicyViolations()).filter((violation) => !violation.expected);
  if (unexpected.length > 0) {
    throw new Error(
      `${unexpected.length} Content-Security-Policy / Trusted Types violation(s):\n${unexpected.map(describeViolation).join('\n')}`,
    );
  }
};
