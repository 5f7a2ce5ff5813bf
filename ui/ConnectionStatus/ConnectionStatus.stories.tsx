import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../Button/index.ts';
import { ConnectionStatus, type ConnectionStatusState } from './ConnectionStatus.tsx';

const meta = {
  title: 'ui/ConnectionStatus',
  component: ConnectionStatus,
  args: { state: 'online' },
  decorators: [
    (Story) => (
      <main>
        <Story />
      </main>
    ),
  ],
} satisfies Meta<typeof ConnectionStatus>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Online: Story = {
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    // Heard, not seen: nothing in the toolbar while all is well.
    await expect(status).toHaveTextContent('リアルタイム更新: 接続中');
    await expect(status.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};

export const Connecting: Story = {
  args: { state: 'connecting' },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent('リアルタイム更新: 接続しています');
    await expect(within(status).queryByText('更新停止中・再接続しています')).toBeNull();
  },
};

export const LostAfterTimeout: Story = {
  args: { state: 'lost', detail: '応答がありません（20秒でタイムアウト）' },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    const badge = within(status).getByTitle('応答がありません（20秒でタイムアウト）');
    await expect(badge).toBeVisible();
    await expect(badge).toHaveTextContent('更新停止中・再接続しています');
    // The reason is read as well as shown on pointing.
    await expect(status).toHaveTextContent('更新停止中・再接続しています（応答がありません（20秒でタイムアウト））');
  },
};

const Toggling = () => {
  const [state, setState] = useState<ConnectionStatusState>('online');
  return (
    <>
      <ConnectionStatus state={state} detail="サーバーに接続できません" />
      <Button variant="secondary" onClick={() => setState(state === 'online' ? 'lost' : 'online')}>
        切り替え
      </Button>
    </>
  );
};

export const DropsAndComesBack: Story = {
  render: () => <Toggling />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const status = canvas.getByRole('status');
    await userEvent.click(canvas.getByRole('button', { name: '切り替え' }));
    // The same live region changes its words, so a screen reader announces the drop…
    await expect(canvas.getByRole('status')).toBe(status);
    await expect(status).toHaveTextContent('更新停止中・再接続しています');
    await userEvent.click(canvas.getByRole('button', { name: '切り替え' }));
    // …and the return.
    await expect(status).toHaveTextContent('リアルタイム更新: 接続中');
    await expect(canvas.queryByTitle('サーバーに接続できません')).toBeNull();
  },
};
