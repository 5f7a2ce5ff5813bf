import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Dialog } from '../Dialog/index.ts';
import { animationsDone } from '../storyAnimations.ts';
import { MessageOverlay, type MessageOverlayProps, messageTypes, type OverlayMessage } from './MessageOverlay.tsx';

/** Long enough that nothing closes by itself while a story is being looked at. */
const stay = 10 * 60 * 1000;
/**
 * A message's own time in the stories that wait it out: long enough that a play function starting late on a
 * busy machine still finds it open, short enough to keep the stories quick.
 */
const brief = 1500;

const texts: Record<OverlayMessage['type'], string> = {
  info: 'パスワードの有効期限が近づいています。',
  success: 'テーマを保存しました。',
  warning: '同じ画面を他の人も編集しています。',
  error: 'ログインに失敗しました。',
};

/** As in the app: the model removes a message when the overlay reports it closed. */
const LiveOverlay = ({ messages, onClose, ...rest }: MessageOverlayProps) => {
  const [shown, setShown] = useState(messages);
  return (
    <MessageOverlay
      {...rest}
      messages={shown}
      onClose={(id) => {
        onClose(id);
        setShown((list) => list.filter((message) => message.id !== id));
      }}
    />
  );
};

const meta = {
  title: 'ui/MessageOverlay',
  component: MessageOverlay,
  parameters: { layout: 'fullscreen' },
  args: {
    messages: messageTypes.map((type) => ({ id: type, type, message: texts[type], time: stay })),
    onClose: fn(),
  },
  argTypes: {
    messages: { control: 'object' },
  },
  render: (args) => <LiveOverlay {...args} />,
} satisfies Meta<typeof MessageOverlay>;

export default meta;
type Story = StoryObj<typeof meta>;

const region = (canvasElement: HTMLElement) => within(canvasElement).getByRole('region', { name: 'メッセージ' });

export const EachSeverity: Story = {
  play: async ({ canvasElement }) => {
    await animationsDone(canvasElement.ownerDocument);
    const overlay = region(canvasElement);
    await expect(overlay).toHaveAttribute('aria-live', 'polite');
    const items = within(overlay).getAllByRole('listitem');
    await expect(items).toHaveLength(4);
    // Told apart by words and icon shape, not colour alone.
    const words = { info: '情報', success: '成功', warning: '警告', error: 'エラー' } as const;
    for (const [index, type] of messageTypes.entries()) {
      const item = items[index] as HTMLElement;
      await expect(item).toHaveTextContent(`${words[type]}${texts[type]}`);
      await expect(item.querySelector(`svg[data-severity="${type}"]`)).not.toBeNull();
    }
    const colours = items.map((item) => getComputedStyle(item).borderInlineStartColor);
    await expect(new Set(colours).size).toBe(4);
    // Top right of the window, under the toolbar.
    const box = overlay.getBoundingClientRect();
    const view = canvasElement.ownerDocument.documentElement;
    await expect(view.clientWidth - box.right).toBeLessThanOrEqual(16);
    await expect(box.top).toBeGreaterThanOrEqual(50);
    await expect(box.top).toBeLessThan(100);
  },
};

export const Info: Story = {
  args: { messages: [{ id: 'i', type: 'info', message: texts.info, time: stay }] },
  play: async ({ canvasElement }) => {
    await animationsDone(canvasElement.ownerDocument);
    await expect(within(region(canvasElement)).getByRole('listitem')).toHaveTextContent(`情報${texts.info}`);
  },
};

export const Success: Story = {
  args: { messages: [{ id: 's', type: 'success', message: texts.success, time: stay }] },
  play: async ({ canvasElement }) => {
    await animationsDone(canvasElement.ownerDocument);
    await expect(within(region(canvasElement)).getByRole('listitem')).toHaveTextContent(`成功${texts.success}`);
  },
};

export const Warning: Story = {
  args: { messages: [{ id: 'w', type: 'warning', message: texts.warning, time: stay }] },
  play: async ({ canvasElement }) => {
    await animationsDone(canvasElement.ownerDocument);
    await expect(within(region(canvasElement)).getByRole('listitem')).toHaveTextContent(`警告${texts.warning}`);
  },
};

export const ErrorMessage: Story = {
  args: { messages: [{ id: 'e', type: 'error', message: texts.error, time: stay }] },
  play: async ({ canvasElement }) => {
    await animationsDone(canvasElement.ownerDocument);
    await expect(within(region(canvasElement)).getByRole('listitem')).toHaveTextContent(`エラー${texts.error}`);
  },
};

export const HtmlContent: Story = {
  args: {
    messages: [
      {
        id: 'html',
        type: 'info',
        message:
          '<b>認証が完了しました。</b><a href="/pw-update">パスワードを変更する</a><img src="x" alt="" onerror="window.__xss = 1"><script>window.__xss = 2</script>',
        time: stay,
      },
    ],
  },
  play: async ({ canvasElement }) => {
    await animationsDone(canvasElement.ownerDocument);
    const item = within(region(canvasElement)).getByRole('listitem');
    // Markup waits for the sanitiser's chunk (loaded on first need); until then nothing of it is shown.
    await expect((await within(item).findByText('認証が完了しました。')).tagName).toBe('B');
    await expect(within(item).getByRole('link', { name: 'パスワードを変更する' })).toHaveAttribute(
      'href',
      '/pw-update',
    );
    await expect(item.querySelector('script')).toBeNull();
    await expect(item.innerHTML).not.toMatch(/onerror|__xss/);
  },
};

export const AutoCloses: Story = {
  args: { messages: [{ id: 'auto', type: 'success', message: texts.success, time: brief }] },
  play: async ({ args, canvasElement }) => {
    const item = within(region(canvasElement)).getByRole('listitem');
    await expect(item).toHaveAttribute('data-state', 'open');
    await expect(args.onClose).not.toHaveBeenCalled();
    // First the fade starts; the message is reported closed only once it is over.
    await waitFor(() => expect(item).toHaveAttribute('data-state', 'closed'), { interval: 20 });
    await expect(args.onClose).not.toHaveBeenCalled();
    await waitFor(() => expect(args.onClose).toHaveBeenCalledWith('auto'));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(within(region(canvasElement)).queryByRole('listitem')).toBeNull();
  },
};

export const DefaultTimeIsSixSeconds: Story = {
  args: { messages: [{ id: 'default', type: 'info', message: texts.info }] },
  play: async ({ args, canvasElement }) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await expect(args.onClose).not.toHaveBeenCalled();
    await expect(within(region(canvasElement)).getByRole('listitem')).toHaveAttribute('data-state', 'open');
    await animationsDone(canvasElement.ownerDocument);
  },
};

export const ClosesByHand: Story = {
  args: {
    messages: [
      { id: 'first', type: 'warning', message: texts.warning, time: stay },
      { id: 'second', type: 'error', message: texts.error, time: stay },
    ],
  },
  play: async ({ args, canvasElement }) => {
    const overlay = within(region(canvasElement));
    await animationsDone(canvasElement.ownerDocument);
    const [first] = overlay.getAllByRole('listitem');
    await userEvent.click(within(first as HTMLElement).getByRole('button', { name: '閉じる' }));
    await waitFor(() => expect(args.onClose).toHaveBeenCalledWith('first'));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    const rest = overlay.getAllByRole('listitem');
    await expect(rest).toHaveLength(1);
    await expect(rest[0]).toHaveTextContent(texts.error);
  },
};

export const PausesWhileHovered: Story = {
  args: { messages: [{ id: 'hover', type: 'info', message: texts.info, time: brief }] },
  play: async ({ args, canvasElement }) => {
    const item = within(region(canvasElement)).getByRole('listitem');
    await userEvent.hover(item);
    await new Promise((resolve) => setTimeout(resolve, brief * 2));
    await expect(item).toHaveAttribute('data-state', 'open');
    await expect(args.onClose).not.toHaveBeenCalled();
    await userEvent.unhover(item);
    await waitFor(() => expect(args.onClose).toHaveBeenCalledWith('hover'));
  },
};

export const PausesWhileFocused: Story = {
  args: { messages: [{ id: 'focus', type: 'error', message: texts.error, time: brief }] },
  play: async ({ args, canvasElement }) => {
    const item = within(region(canvasElement)).getByRole('listitem');
    within(item).getByRole('button', { name: '閉じる' }).focus();
    await new Promise((resolve) => setTimeout(resolve, brief * 2));
    await expect(item).toHaveAttribute('data-state', 'open');
    await expect(args.onClose).not.toHaveBeenCalled();
    (canvasElement.ownerDocument.activeElement as HTMLElement).blur();
    await waitFor(() => expect(args.onClose).toHaveBeenCalledWith('focus'));
  },
};

/** The control's centre and corners are hit as itself (or its icon), not as something lying over it. */
const takesClicks = (control: HTMLElement) => {
  const { left, top, right, bottom } = control.getBoundingClientRect();
  const inset = 3;
  return [
    [(left + right) / 2, (top + bottom) / 2],
    [left + inset, top + inset],
    [right - inset, top + inset],
    [left + inset, bottom - inset],
    [right - inset, bottom - inset],
  ].every(([x, y]) => {
    const hit = control.ownerDocument.elementFromPoint(x as number, y as number);
    return hit !== null && control.contains(hit);
  });
};

/** A message shown while a modal is open lies under the dialog (the page behind it is inert), never over its ×. */
export const UnderAnOpenDialog: Story = {
  args: { messages: [{ id: 'dialog', type: 'success', message: texts.success, time: stay }] },
  render: (args) => (
    <>
      <LiveOverlay {...args} />
      <Dialog open title="アカウントを追加" description="名前とメールアドレスを入力してください。">
        <p>仮パスワードは追加のあとに一度だけ表示されます。</p>
      </Dialog>
    </>
  ),
  play: async ({ canvasElement }) => {
    const doc = canvasElement.ownerDocument;
    const dialog = await within(doc.body).findByRole('dialog', { name: 'アカウントを追加' });
    await animationsDone(doc);
    const close = within(dialog).getByRole('button', { name: '閉じる' });
    await expect(takesClicks(close)).toBe(true);
    // Still shown beside the dialog, not hidden away.
    const item = canvasElement.querySelector('li[data-type="success"]') as HTMLElement;
    await expect(item).toHaveTextContent(texts.success);
    const box = item.getBoundingClientRect();
    await expect(box.width > 0 && box.height > 0).toBe(true);
  },
};
