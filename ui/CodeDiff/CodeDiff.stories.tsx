import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { CodeDiff } from './CodeDiff.tsx';

const live = [
  '<section>',
  '  <h2>説明会のお知らせ</h2>',
  '  <p>日時: 12月1日 14時から</p>',
  ...Array.from({ length: 20 }, (_, index) => `  <p>変わらない段落 ${index + 1}</p>`),
  '  <p>会場: 本庁舎 3階</p>',
  '</section>',
].join('\n');
const requested = live.replace('12月1日 14時から', '12月8日 10時から').replace('本庁舎 3階', '本庁舎 5階 大会議室');

const meta = {
  title: 'ui/CodeDiff',
  component: CodeDiff,
  args: {
    label: 'HTML の差分',
    before: live,
    beforeLabel: '公開中',
    after: requested,
    afterLabel: '承認依頼の版',
  },
  decorators: [
    (Story) => (
      <main>
        <Story />
      </main>
    ),
  ],
} satisfies Meta<typeof CodeDiff>;

export default meta;
type Story = StoryObj<typeof meta>;

const diffOf = (canvasElement: HTMLElement) => within(canvasElement).getByRole('region', { name: 'HTML の差分' });

/** Two changed lines: both sides shown, the changes marked, the unchanged middle folded, the count said. */
export const TwoChanges: Story = {
  play: async ({ canvasElement }) => {
    const region = await waitFor(() => diffOf(canvasElement));
    await waitFor(() => expect(within(region).getByRole('status')).toHaveTextContent('2 か所が異なります。'));
    const before = within(region).getByRole('textbox', { name: '公開中' });
    const after = within(region).getByRole('textbox', { name: '承認依頼の版' });
    await expect(before).toHaveAttribute('aria-readonly', 'true');
    await expect(before).toHaveTextContent('12月1日 14時から');
    await expect(after).toHaveTextContent('12月8日 10時から');
    await expect(after).toHaveTextContent('本庁舎 5階 大会議室');
    await expect(region.querySelectorAll('.cm-changedLine').length).toBeGreaterThan(0);
    // The unchanged middle is folded away, with its size said in Japanese.
    await expect(within(region).getAllByText(/変更のない \d+ 行/).length).toBeGreaterThan(0);
  },
};

/** The same text on both sides. */
export const NoChanges: Story = {
  args: { after: live },
  play: async ({ canvasElement }) => {
    const region = await waitFor(() => diffOf(canvasElement));
    await waitFor(() => expect(within(region).getByRole('status')).toHaveTextContent('違いはありません。'));
  },
};

/** A page that was never live: everything on the right is new. */
export const NothingLive: Story = {
  args: { before: '', beforeLabel: '公開中（なし）' },
  play: async ({ canvasElement }) => {
    const region = await waitFor(() => diffOf(canvasElement));
    await waitFor(() => expect(within(region).getByRole('status')).toHaveTextContent('1 か所が異なります。'));
  },
};
