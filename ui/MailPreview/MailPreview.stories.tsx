import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { MailPreview } from './MailPreview.tsx';

const meta = {
  title: 'ui/MailPreview',
  component: MailPreview,
  args: {
    from: '"〇〇市役所" <noreply@example.go.jp>',
    subject: '防災訓練のお知らせ',
    html: '<p><b>12月1日</b>に防災訓練を行います。</p><img src="x" onerror="window.__mailPreviewXss = 1" alt=""><script>window.__mailPreviewXss = 2</script>',
    text: '12月1日に防災訓練を行います。',
    words: {
      from: '差出人',
      subject: '件名',
      htmlTab: 'HTML',
      textTab: 'テキスト',
      empty: '（本文なし）',
      tabs: '本文の表示形式',
    },
  },
  decorators: [
    (Story) => (
      <main>
        <Story />
      </main>
    ),
  ],
} satisfies Meta<typeof MailPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The HTML part through the one sanitiser (no script runs), then the text part as sent. */
export const BothParts: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('"〇〇市役所" <noreply@example.go.jp>')).toBeVisible();
    await expect(canvas.getByText('防災訓練のお知らせ')).toBeVisible();
    await expect(canvas.getByText('12月1日')).toBeVisible();
    await expect(canvasElement.querySelector('script')).toBeNull();
    await expect((window as { __mailPreviewXss?: number }).__mailPreviewXss).toBeUndefined();
    await userEvent.click(canvas.getByRole('tab', { name: 'テキスト' }));
    await waitFor(() => expect(canvas.getByText('12月1日に防災訓練を行います。')).toBeVisible());
  },
};

/** Only a text part, the text tab asked first; the HTML tab says it is empty. */
export const TextOnly: Story = {
  args: { html: '', defaultPart: 'text' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'テキスト' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByText('12月1日に防災訓練を行います。')).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'HTML' }));
    await waitFor(() => expect(canvas.getByText('（本文なし）')).toBeVisible());
  },
};
