import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SanitizedHtml, sanitizedHtmlElements } from './SanitizedHtml.tsx';

const meta = {
  title: 'ui/SanitizedHtml',
  component: SanitizedHtml,
  args: { html: '<p><b>システムメンテナンス</b>のお知らせです。</p>', as: 'div' },
  argTypes: {
    as: { control: 'inline-radio', options: sanitizedHtmlElements },
  },
  decorators: [
    (Story) => (
      <main>
        <Story />
      </main>
    ),
  ],
} satisfies Meta<typeof SanitizedHtml>;

export default meta;
type Story = StoryObj<typeof meta>;

type ProbedWindow = Window & { __xss?: number };

export const KeepsFormatting: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bold = canvas.getByText('システムメンテナンス');
    await expect(bold.tagName).toBe('B');
    await expect(bold.closest('p')).toHaveTextContent('システムメンテナンスのお知らせです。');
  },
};

export const RemovesScript: Story = {
  args: {
    html: [
      '<b>重要</b>なお知らせ',
      '<script>window.__xss = 1</script>',
      '<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" alt="" onerror="window.__xss = 2" onload="window.__xss = 3">',
      '<a href="javascript:window.__xss = 4">詳細</a>',
      '<a href="https://www.digital.go.jp/" onclick="window.__xss = 5">デジタル庁</a>',
    ].join(''),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const root = canvasElement.querySelector('main')?.firstElementChild as HTMLElement;
    await expect(canvas.getByText('重要').tagName).toBe('B');
    await expect(root.querySelector('script')).toBeNull();
    await expect(root.innerHTML).not.toMatch(/__xss|javascript:|onerror|onload|onclick/);
    // The image itself is harmless and stays; only its handlers go.
    await expect(root.querySelector('img')).not.toBeNull();
    await expect(root.querySelector('a:not([href])')).toHaveTextContent('詳細');
    await expect(canvas.getByRole('link', { name: 'デジタル庁' })).toHaveAttribute(
      'href',
      'https://www.digital.go.jp/',
    );
    await expect((canvasElement.ownerDocument.defaultView as ProbedWindow).__xss).toBeUndefined();
  },
};

export const InlineSpan: Story = {
  args: { as: 'span', html: '<em>本日</em>公開' },
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector('main')?.firstElementChild as HTMLElement;
    await expect(root.tagName).toBe('SPAN');
    await expect(within(root).getByText('本日').tagName).toBe('EM');
  },
};
