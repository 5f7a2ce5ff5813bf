import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { OneTimeSecret } from './OneTimeSecret.tsx';

const secret = 'q7Hx-2mPa-Lk9W';

/** The story's stand-in for the browser clipboard, set up afresh before each story. */
let writeText = fn(async (_text: string) => {});

/** Shadows `navigator.clipboard` (a getter on Navigator.prototype) for one story, then removes the stub. */
const stubClipboard = (answer: () => Promise<void>) => () => {
  writeText = fn(async (_text: string) => answer());
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
  return () => {
    Reflect.deleteProperty(navigator, 'clipboard');
  };
};

const meta = {
  title: 'ui/OneTimeSecret',
  component: OneTimeSecret,
  args: {
    label: '仮パスワード',
    value: secret,
    warningTitle: 'この画面を閉じると、仮パスワードは二度と表示されません',
    children: '控えてから閉じてください。次回のログインで新しいパスワードを設定します。',
  },
  decorators: [
    (Story) => (
      <main>
        <Story />
      </main>
    ),
  ],
} satisfies Meta<typeof OneTimeSecret>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ShowsSecretAndWarning: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('仮パスワード')).toBeVisible();
    const value = canvas.getByText(secret);
    await expect(value).toBeVisible();
    // Read character by character: a face where every character has the same width.
    const narrow = document.createElement('span');
    const wide = document.createElement('span');
    narrow.textContent = 'iiii';
    wide.textContent = 'WWWW';
    value.append(narrow, wide);
    const same = narrow.getBoundingClientRect().width === wide.getBoundingClientRect().width;
    narrow.remove();
    wide.remove();
    await expect(same).toBe(true);
    await expect(canvas.getByText('この画面を閉じると、仮パスワードは二度と表示されません')).toBeVisible();
    await expect(canvas.getByText(/控えてから閉じてください/)).toBeVisible();
    // Nothing is announced before the user copies.
    await expect(canvasElement.querySelector('[role="status"][data-status]')).toBeEmptyDOMElement();
  },
};

export const CopiesToClipboard: Story = {
  beforeEach: stubClipboard(() => Promise.resolve()),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const copy = canvas.getByRole('button', { name: 'コピー' });
    // Says what it copies.
    await expect(copy).toHaveAccessibleDescription('仮パスワード');
    await userEvent.click(copy);
    await expect(writeText).toHaveBeenCalledWith(secret);
    const status = await canvas.findByText('コピーしました');
    await expect(status).toHaveAttribute('role', 'status');
    await expect(status).toBeVisible();
    // The secret stays on screen.
    await expect(canvas.getByText(secret)).toBeVisible();
  },
};

export const FallsBackToSelection: Story = {
  beforeEach: stubClipboard(() => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError'))),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const doc = canvasElement.ownerDocument;
    doc.getSelection()?.removeAllRanges();
    await userEvent.click(canvas.getByRole('button', { name: 'コピー' }));
    await expect(writeText).toHaveBeenCalledWith(secret);
    const status = await canvas.findByText(/コピーできませんでした/);
    await expect(status).toHaveAttribute('role', 'status');
    await expect(canvas.queryByText('コピーしました')).toBeNull();
    // The whole secret, and nothing else, is selected for the user to copy by hand.
    await expect(doc.getSelection()?.toString()).toBe(secret);
  },
};

export const WithoutWarning: Story = {
  args: { warningTitle: undefined, children: undefined, label: '復旧コード', value: '4821-9930-1175' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('4821-9930-1175')).toBeVisible();
    await expect(canvasElement.querySelector('[data-severity]')).toBeNull();
  },
};
