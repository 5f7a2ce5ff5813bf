import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { vars } from '../theme/index.ts';
import { InlineAlert, inlineAlertSeverities } from './InlineAlert.tsx';

const meta = {
  title: 'ui/InlineAlert',
  component: InlineAlert,
  args: {
    severity: 'info',
    title: 'パスワードの有効期限が近づいています',
    children: '有効期限は 2025年4月30日 です。期限までに変更してください。',
  },
  argTypes: {
    severity: { control: 'inline-radio', options: inlineAlertSeverities },
    action: { control: false },
  },
  decorators: [
    (Story) => (
      <main>
        <Story />
      </main>
    ),
  ],
} satisfies Meta<typeof InlineAlert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InfoIsStatus: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('情報: パスワードの有効期限が近づいています');
    await expect(status).toHaveTextContent('有効期限は 2025年4月30日 です。');
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const ErrorIsAlert: Story = {
  args: {
    severity: 'error',
    title: '保存できませんでした',
    children: '入力内容を確認してください。',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('エラー: 保存できませんでした入力内容を確認してください。');
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

export const WithActionLink: Story = {
  args: {
    severity: 'warning',
    action: <a href="#pw-update">パスワードを変更する</a>,
  },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(within(status).getByRole('link', { name: 'パスワードを変更する' })).toHaveAttribute(
      'href',
      '#pw-update',
    );
    await expect(status).toHaveTextContent('警告:');
  },
};

export const WithoutTitle: Story = {
  args: { severity: 'success', title: undefined, children: 'テンプレートを保存しました。' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('成功: テンプレートを保存しました。');
  },
};

export const AllSeverities: Story = {
  render: (args) => (
    <div style={{ display: 'flex', flexDirection: 'column', gap: vars.space[16] }}>
      {inlineAlertSeverities.map((severity) => (
        <InlineAlert key={severity} {...args} severity={severity} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const boxes = [...canvas.getAllByRole('status'), ...canvas.getAllByRole('alert')];
    await expect(boxes).toHaveLength(4);
    // Different colours and different icons.
    await expect(new Set(boxes.map((box) => getComputedStyle(box).backgroundColor)).size).toBe(4);
    await expect(new Set(boxes.map((box) => box.querySelector('svg')?.innerHTML)).size).toBe(4);
  },
};
