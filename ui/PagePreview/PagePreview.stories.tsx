import type { Meta, StoryObj } from '@storybook/react-vite';
import { useLayoutEffect, useRef, useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/index.ts';
import { PagePreview, type PagePreviewProps } from './PagePreview.tsx';

/**
 * The frame's document is `/cms-preview.html` (scripts/previewFrame.ts serves the reference server's in Storybook). The
 * console cannot look into the sandboxed frame, so each test page's script posts what it found back
 * (`preview-probe`), and the log below the frame lists it: the play functions read the log.
 */
const PROBE = 'preview-probe';

const reportScript = (expression: string) =>
  `parent.postMessage({ type: '${PROBE}', text: String(${expression}) }, '*');`;

/** A page as composePage would give it: theme head and style, template heading, page, scripts last. */
const composed = (heading: string, script: string) => `<!DOCTYPE html>
<html lang="ja">
<head>
<meta charset="utf-8">
<title>${heading}</title>
<style>
.site-header { color: rgb(0, 51, 102); }
</style>
</head>
<body>
<header class="site-header">行政機関</header>
<main><h1>${heading}</h1><p>本文です。</p></main>
<script>
${script}
</script>
</body>
</html>`;

const aboutItself = reportScript(
  "document.querySelector('h1').textContent + '／' + getComputedStyle(document.querySelector('.site-header')).color",
);

/**
 * What the pages' scripts sent, in order of arrival: only from a frame of this story. A report an earlier
 * story's frame posted just before it went can still be delivered after this story mounted (seen under load).
 */
const ProbeLog = () => {
  const [lines, setLines] = useState<string[]>([]);
  const log = useRef<HTMLOListElement>(null);
  // Listening before the frame can load, so no report is missed.
  useLayoutEffect(() => {
    const ownFrame = (source: MessageEventSource | null) =>
      source !== null &&
      [...(log.current?.parentElement?.querySelectorAll('iframe') ?? [])].some(
        (frame) => frame.contentWindow === source,
      );
    const hear = (event: MessageEvent) => {
      if (event.data?.type === PROBE && typeof event.data.text === 'string' && ownFrame(event.source)) {
        setLines((before) => [...before, event.data.text]);
      }
    };
    window.addEventListener('message', hear);
    return () => window.removeEventListener('message', hear);
  }, []);
  return (
    <ol ref={log} aria-label="ページのスクリプトから届いた内容">
      {lines.map((line, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a log that only grows; the same line may come twice.
        <li key={index}>{line}</li>
      ))}
    </ol>
  );
};

const logIn = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('list', { name: 'ページのスクリプトから届いた内容' }));

const wrapperIn = (canvasElement: HTMLElement) => {
  const wrapper = canvasElement.querySelector<HTMLElement>('[data-state]');
  if (!wrapper) throw new Error('no preview');
  return wrapper;
};

const shown = (canvasElement: HTMLElement) =>
  waitFor(() => expect(wrapperIn(canvasElement)).toHaveAttribute('data-state', 'shown'));

const meta = {
  title: 'ui/PagePreview',
  component: PagePreview,
  args: { html: composed('お知らせ', aboutItself), title: 'プレビュー: お知らせ' },
  decorators: [
    (Story) => (
      <main>
        <Story />
        <ProbeLog />
      </main>
    ),
  ],
} satisfies Meta<typeof PagePreview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ShowsComposedPage: Story = {
  play: async ({ canvasElement }) => {
    const frame = canvasElement.querySelector('iframe');
    await expect(frame).toHaveAttribute('sandbox', 'allow-scripts');
    await expect(frame).toHaveAttribute('title', 'プレビュー: お知らせ');
    await shown(canvasElement);
    // The page's heading, and its theme's style applied.
    await expect(await logIn(canvasElement).findByText('お知らせ／rgb(0, 51, 102)')).toBeVisible();
  },
};

/** An editor's stand-in: the html changes at a button's press, as it does while staff type. */
const Editing = (args: PagePreviewProps) => {
  const [version, setVersion] = useState(1);
  // Each version keeps saying it is alive; once replaced, its frame and timer are gone.
  const script = `${aboutItself}\nsetInterval(function () { ${reportScript(`'第${version}版は動いています'`)} }, 50);`;
  return (
    <>
      <Button onClick={() => setVersion((before) => before + 1)}>内容を変える</Button>
      <PagePreview {...args} html={composed(`お知らせ 第${version}版`, script)} />
    </>
  );
};

export const UpdatesWhenHtmlChanges: Story = {
  render: (args) => <Editing {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await shown(canvasElement);
    await expect(await logIn(canvasElement).findByText('お知らせ 第1版／rgb(0, 51, 102)')).toBeVisible();
    await waitFor(() => expect(logIn(canvasElement).getAllByText('第1版は動いています').length).toBeGreaterThan(1));
    const first = canvasElement.querySelector('iframe');
    // Each state the wrapper passes through, however quickly the new frame shows.
    const passed: (string | null)[] = [];
    const observer = new MutationObserver((records) => passed.push(...records.map((record) => record.oldValue)));
    observer.observe(wrapperIn(canvasElement), { attributeFilter: ['data-state'], attributeOldValue: true });

    await userEvent.click(canvas.getByRole('button', { name: '内容を変える' }));
    await shown(canvasElement);
    observer.disconnect();
    await expect(passed).toEqual(['shown', 'loading']);
    await expect(await logIn(canvasElement).findByText('お知らせ 第2版／rgb(0, 51, 102)')).toBeVisible();
    // A new document in a new frame: the old one, with its timer, is gone.
    await expect(first?.isConnected).toBe(false);
    await expect(canvasElement.querySelectorAll('iframe')).toHaveLength(1);
    // Counted once the new page has ticked (a message the old one sent just before it went is in by then), and
    // again after the new one ticked three more times: the old one said nothing meanwhile.
    const newTicks = () => logIn(canvasElement).queryAllByText('第2版は動いています').length;
    await waitFor(() => expect(newTicks()).toBeGreaterThan(1));
    const ticks = logIn(canvasElement).getAllByText('第1版は動いています').length;
    const after = newTicks() + 3;
    await waitFor(() => expect(newTicks()).toBeGreaterThanOrEqual(after));
    await expect(logIn(canvasElement).getAllByText('第1版は動いています')).toHaveLength(ticks);
  },
};

const SECRET = 'console-secret-value';

const readsConsoleSecrets = `
function attempt(read) {
  try { var value = read(); return value === null ? '(なし)' : String(value) || '(空)'; }
  catch (error) { return '読めない(' + error.name + ')'; }
}
${reportScript("'cookie: ' + attempt(function () { return document.cookie; })")}
${reportScript("'localStorage: ' + attempt(function () { return localStorage.getItem('console-secret'); })")}
${reportScript("'sessionStorage: ' + attempt(function () { return sessionStorage.getItem('console-secret'); })")}
${reportScript("'parent: ' + attempt(function () { return parent.document.cookie; })")}
${reportScript("'origin: ' + self.origin")}
`;

export const KeepsConsoleSecretsAway: Story = {
  args: { html: composed('スクリプトのあるページ', readsConsoleSecrets), title: 'プレビュー: スクリプトのあるページ' },
  // The console's own secrets, in the story's origin, before the page runs.
  beforeEach: () => {
    // biome-ignore lint/suspicious/noDocumentCookie: a cookie of the console's origin, as a session's would be.
    document.cookie = `console-secret=${SECRET}; path=/`;
    localStorage.setItem('console-secret', SECRET);
    sessionStorage.setItem('console-secret', SECRET);
    return () => {
      // biome-ignore lint/suspicious/noDocumentCookie: the same cookie, removed.
      document.cookie = 'console-secret=; path=/; max-age=0';
      localStorage.removeItem('console-secret');
      sessionStorage.removeItem('console-secret');
    };
  },
  play: async ({ canvasElement }) => {
    await expect(document.cookie).toContain(SECRET);
    await shown(canvasElement);
    const log = logIn(canvasElement);
    await log.findByText(/^origin: /);
    const lines = log.getAllByRole('listitem').map((item) => item.textContent ?? '');
    await expect(lines).toHaveLength(5);
    // The page ran (its reports came) in an opaque origin that has none of the console's.
    await expect(lines).toContain('origin: null');
    for (const line of lines) await expect(line).not.toContain(SECRET);
    await expect(lines.find((line) => line.startsWith('parent: '))).toMatch(/^parent: 読めない/);
  },
};
