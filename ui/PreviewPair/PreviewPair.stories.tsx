import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PreviewPair, previewPairHeadingLevels } from './PreviewPair.tsx';

/** A page as the server composes it: theme header, the page's heading and text. */
const composed = (heading: string) => `<!DOCTYPE html>
<html lang="ja">
<head><meta charset="utf-8"><title>${heading}</title></head>
<body><header>行政機関</header><main><h1>${heading}</h1><p>本文です。</p></main></body>
</html>`;

const meta = {
  title: 'ui/PreviewPair',
  component: PreviewPair,
  args: {
    heading: 'プレビュー',
    sides: [
      { label: '公開中', html: composed('窓口のご案内'), title: '公開中のプレビュー: 窓口のご案内' },
      { label: '依頼内容', html: composed('窓口のご案内（改訂）'), title: '依頼内容のプレビュー: 窓口のご案内' },
    ],
    emptyText: '表示できるHTMLがありません。',
  },
  argTypes: { headingLevel: { control: 'inline-radio', options: previewPairHeadingLevels } },
  // Under the page's h1 and the headings above its level, in the main landmark.
  decorators: [
    (Story, { args }) => {
      const level = args.headingLevel ?? 3;
      return (
        <main>
          <h1>承認依頼</h1>
          {level > 2 ? <h2>窓口のご案内</h2> : null}
          {level > 3 ? <h3>比較</h3> : null}
          <Story />
        </main>
      );
    },
  ],
} satisfies Meta<typeof PreviewPair>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ShowsBothSides: Story = {
  play: async ({ canvasElement }) => {
    const region = within(within(canvasElement).getByRole('region', { name: 'プレビュー' }));
    await expect(region.getByRole('heading', { level: 3, name: 'プレビュー' })).toBeVisible();
    await expect(region.getByRole('heading', { level: 4, name: '公開中' })).toBeVisible();
    await expect(region.getByRole('heading', { level: 4, name: '依頼内容' })).toBeVisible();
    await expect(region.getByTitle('公開中のプレビュー: 窓口のご案内')).toBeInTheDocument();
    await expect(region.getByTitle('依頼内容のプレビュー: 窓口のご案内')).toBeInTheDocument();
    await expect(region.queryByText('表示できるHTMLがありません。')).toBeNull();
  },
};

/** Nothing live yet: that side says so, the other still shows its page. */
export const OneSideEmpty: Story = {
  args: {
    sides: [
      { label: '公開中', html: null, title: '公開中のプレビュー: 窓口のご案内' },
      { label: '依頼内容', html: composed('窓口のご案内'), title: '依頼内容のプレビュー: 窓口のご案内' },
    ],
  },
  play: async ({ canvasElement }) => {
    const region = within(within(canvasElement).getByRole('region', { name: 'プレビュー' }));
    await expect(region.getByText('表示できるHTMLがありません。')).toBeVisible();
    await expect(region.queryByTitle('公開中のプレビュー: 窓口のご案内')).toBeNull();
    await expect(region.getByTitle('依頼内容のプレビュー: 窓口のご案内')).toBeInTheDocument();
    await expect(canvasElement.querySelectorAll('iframe')).toHaveLength(1);
  },
};

/** A side still being read shows a spinner; the note under the heading says what both previews leave out. */
export const PendingSideAndNote: Story = {
  args: {
    heading: '比較のプレビュー',
    headingLevel: 2,
    note: 'ページの本文だけを表示しています（テーマとテンプレートは含みません）。',
    loadingText: '版を読み込み中',
    sides: [
      { label: '比較元：版 2', html: composed('お知らせ'), title: '比較元（版 2）のプレビュー' },
      { label: '比較先：版 3', html: null, title: '比較先（版 3）のプレビュー', pending: true },
    ],
  },
  play: async ({ canvasElement }) => {
    const region = within(within(canvasElement).getByRole('region', { name: '比較のプレビュー' }));
    await expect(region.getByRole('heading', { level: 2, name: '比較のプレビュー' })).toBeVisible();
    await expect(region.getByRole('heading', { level: 3, name: '比較先：版 3' })).toBeVisible();
    await expect(
      region.getByText('ページの本文だけを表示しています（テーマとテンプレートは含みません）。'),
    ).toBeVisible();
    await expect(region.getByRole('status')).toHaveTextContent('版を読み込み中');
    await expect(region.queryByText('表示できるHTMLがありません。')).toBeNull();
    await expect(region.getByTitle('比較元（版 2）のプレビュー')).toBeInTheDocument();
  },
};
