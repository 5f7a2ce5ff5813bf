import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/index.ts';
import { animationsDone } from '../storyAnimations.ts';
import { LoadingOverlay } from './LoadingOverlay.tsx';

const onCreate = fn();

const meta = {
  title: 'ui/LoadingOverlay',
  component: LoadingOverlay,
  args: {
    pending: true,
    children: (
      <section aria-labelledby="theme-heading">
        <h2 id="theme-heading">テーマ一覧</h2>
        <p>登録されているテーマは 3 件です。</p>
        <Button onClick={onCreate}>テーマを作成する</Button>
      </section>
    ),
  },
  argTypes: {
    children: { control: false },
  },
  decorators: [
    (Story) => (
      <main>
        <Story />
      </main>
    ),
  ],
  beforeEach: () => {
    onCreate.mockClear();
  },
} satisfies Meta<typeof LoadingOverlay>;

export default meta;
type Story = StoryObj<typeof meta>;

const centreOf = (element: Element) => {
  const box = element.getBoundingClientRect();
  return [box.left + box.width / 2, box.top + box.height / 2] as const;
};

export const Pending: Story = {
  play: async ({ canvasElement }) => {
    await animationsDone(canvasElement.ownerDocument);
    const canvas = within(canvasElement);
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('読み込み中');
    const heading = canvas.getByRole('heading', { name: 'テーマ一覧' });
    const content = heading.closest('[aria-busy]');
    await expect(content).toHaveAttribute('aria-busy', 'true');
    // The status is not inside the busy part, or it would not be announced.
    await expect(content).not.toContainElement(status);
    // The cover lies over the whole content: a pointer lands on it, not on the button below.
    const button = canvas.getByRole('button', { name: 'テーマを作成する' });
    const cover = status.parentElement as HTMLElement;
    const [x, y] = centreOf(button);
    await expect(cover.contains(canvasElement.ownerDocument.elementFromPoint(x, y))).toBe(true);
    const coverBox = cover.getBoundingClientRect();
    const contentBox = (content as Element).getBoundingClientRect();
    await expect(coverBox.height).toBeGreaterThanOrEqual(contentBox.height);
    await expect(coverBox.width).toBeGreaterThanOrEqual(contentBox.width);
  },
};

export const NotPending: Story = {
  args: { pending: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('status')).toBeNull();
    await expect(canvasElement.querySelector('[aria-busy]')).toBeNull();
    const button = canvas.getByRole('button', { name: 'テーマを作成する' });
    const [x, y] = centreOf(button);
    await expect(button.contains(canvasElement.ownerDocument.elementFromPoint(x, y))).toBe(true);
    await userEvent.click(button);
    await expect(onCreate).toHaveBeenCalledTimes(1);
  },
};

export const EmptyWhilePending: Story = {
  args: { children: null, label: 'お知らせを読み込み中' },
  play: async ({ canvasElement }) => {
    await animationsDone(canvasElement.ownerDocument);
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent('お知らせを読み込み中');
    // The spinner has room even before there is any content.
    await expect(status).toBeVisible();
    await expect(status.getBoundingClientRect().height).toBeGreaterThan(0);
  },
};
