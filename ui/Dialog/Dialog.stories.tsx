import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/index.ts';
import { animationsDone } from '../storyAnimations.ts';
import { Dialog, DialogClose, type DialogProps } from './Dialog.tsx';

const meta = {
  title: 'ui/Dialog',
  component: Dialog,
  args: {
    title: 'ページを削除しますか？',
    description: '削除したページは元に戻せません。',
    trigger: <Button variant="danger">ページを削除する</Button>,
    footer: (
      <>
        <DialogClose>
          <Button variant="secondary">キャンセル</Button>
        </DialogClose>
        <DialogClose>
          <Button variant="danger">削除する</Button>
        </DialogClose>
      </>
    ),
    onOpenChange: fn(),
  },
  argTypes: {
    trigger: { control: false },
    footer: { control: false },
    children: { control: false },
  },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens the dialog and waits for its fade, so checks (and the axe run after the story) see its final colours. */
const openDialog = async (canvasElement: HTMLElement) => {
  const body = within(canvasElement.ownerDocument.body);
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'ページを削除する' }));
  const dialog = await body.findByRole('dialog', { name: 'ページを削除しますか？' });
  await animationsDone(canvasElement.ownerDocument);
  return { body, dialog };
};

export const OpensOnClick: Story = {
  play: async ({ args, canvasElement }) => {
    const { dialog } = await openDialog(canvasElement);
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAccessibleDescription('削除したページは元に戻せません。');
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await expect(dialog).toContainElement(canvasElement.ownerDocument.activeElement as HTMLElement);
    await expect(args.onOpenChange).toHaveBeenCalledWith(true);
  },
};

export const ClosesOnEscape: Story = {
  play: async ({ args, canvasElement }) => {
    const { body } = await openDialog(canvasElement);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    // Focus goes back to where the user was.
    await expect(within(canvasElement).getByRole('button', { name: 'ページを削除する' })).toHaveFocus();
  },
};

export const ClosesWithCloseButton: Story = {
  play: async ({ args, canvasElement }) => {
    const { body, dialog } = await openDialog(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: '閉じる' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

export const FooterActionCloses: Story = {
  play: async ({ canvasElement }) => {
    const { body, dialog } = await openDialog(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'キャンセル' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};

export const KeepsFocusInside: Story = {
  play: async ({ canvasElement }) => {
    const { dialog } = await openDialog(canvasElement);
    const doc = canvasElement.ownerDocument;
    for (let step = 0; step < 4; step += 1) {
      await userEvent.tab();
      await expect(dialog).toContainElement(doc.activeElement as HTMLElement);
    }
    await userEvent.tab({ shift: true });
    await expect(dialog).toContainElement(doc.activeElement as HTMLElement);
  },
};

const ControlledDialog = (props: DialogProps) => {
  const [open, setOpen] = useState(false);
  const [saved, setSaved] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>テーマを編集する</Button>
      <p aria-live="polite">{saved ? 'テーマを保存しました' : ''}</p>
      <Dialog
        {...props}
        trigger={undefined}
        open={open}
        onOpenChange={setOpen}
        title="テーマを編集"
        description="変更は保存するまで公開されません。"
        footer={
          <Button
            onClick={() => {
              setSaved(true);
              setOpen(false);
            }}
          >
            保存する
          </Button>
        }
      />
    </>
  );
};

export const ControlledByParent: Story = {
  render: (args) => <ControlledDialog {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await expect(body.queryByRole('dialog')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'テーマを編集する' }));
    const dialog = await body.findByRole('dialog', { name: 'テーマを編集' });
    await userEvent.click(within(dialog).getByRole('button', { name: '保存する' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(canvas.getByText('テーマを保存しました')).toBeVisible();
  },
};
