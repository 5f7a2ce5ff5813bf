import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/index.ts';
import { animationsDone } from '../storyAnimations.ts';
import { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog.tsx';

const meta = {
  title: 'ui/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    title: 'ページを削除しますか？',
    body: 'ページ「お知らせ一覧」を削除します。削除したページは元に戻せません。',
    trigger: <Button variant="danger">ページを削除する</Button>,
    onConfirm: fn(),
    onOpenChange: fn(),
  },
  argTypes: {
    trigger: { control: false },
    children: { control: false },
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens the dialog and waits for its fade, so checks (and the axe run after the story) see its final colours. */
const openDialog = async (canvasElement: HTMLElement) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'ページを削除する' }));
  const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog', {
    name: 'ページを削除しますか？',
  });
  await animationsDone(canvasElement.ownerDocument);
  return dialog;
};

export const ConfirmCallsOnConfirm: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    // The thing to be destroyed is named in what is read with the dialog.
    await expect(dialog).toHaveAccessibleDescription(
      'ページ「お知らせ一覧」を削除します。削除したページは元に戻せません。',
    );
    const confirm = within(dialog).getByRole('button', { name: '削除する' });
    const cancel = within(dialog).getByRole('button', { name: 'キャンセル' });
    await expect(getComputedStyle(confirm).backgroundColor).not.toBe(getComputedStyle(cancel).backgroundColor);
    await userEvent.click(confirm);
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    // The page decides when to close it, once the deletion has worked.
    await expect(dialog).toBeVisible();
  },
};

export const CancelCloses: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'キャンセル' }));
    await waitFor(() => expect(within(canvasElement.ownerDocument.body).queryByRole('alertdialog')).toBeNull());
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(within(canvasElement).getByRole('button', { name: 'ページを削除する' })).toHaveFocus();
  },
};

export const PendingRefusesMorePresses: Story = {
  args: { defaultOpen: true, pending: true, trigger: undefined },
  play: async ({ args, canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog');
    await animationsDone(canvasElement.ownerDocument);
    const confirm = within(dialog).getByRole('button', { name: '削除する' });
    await expect(confirm).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(confirm);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const NotDestructive: Story = {
  args: {
    title: '公開しますか？',
    body: 'ページ「採用情報」を公開します。',
    confirmLabel: '公開する',
    destructive: false,
    trigger: <Button>公開する</Button>,
  },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '公開する' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog', { name: '公開しますか？' });
    await animationsDone(canvasElement.ownerDocument);
    const confirm = within(dialog).getByRole('button', { name: '公開する' });
    // Drawn as the primary action, the same as the trigger outside.
    const trigger = within(canvasElement).getByRole('button', { name: '公開する', hidden: true });
    await expect(getComputedStyle(confirm).backgroundColor).toBe(getComputedStyle(trigger).backgroundColor);
    await userEvent.click(confirm);
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

/** As a dialog route does: the page closes the dialog when the deletion has finished. */
const DeletingPage = (props: ConfirmDialogProps) => {
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const [deleted, setDeleted] = useState(false);
  return (
    <>
      <Button variant="danger" onClick={() => setOpen(true)}>
        ページを削除する
      </Button>
      <p aria-live="polite">{deleted ? 'ページを削除しました' : ''}</p>
      <ConfirmDialog
        {...props}
        trigger={undefined}
        open={open}
        onOpenChange={setOpen}
        pending={pending}
        onConfirm={() => {
          props.onConfirm();
          setPending(true);
          setTimeout(() => {
            setPending(false);
            setDeleted(true);
            setOpen(false);
          }, 300);
        }}
      />
    </>
  );
};

export const ClosedByPageWhenDone: Story = {
  render: (args) => <DeletingPage {...args} />,
  play: async ({ args, canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    const confirm = within(dialog).getByRole('button', { name: '削除する' });
    await userEvent.click(confirm);
    await expect(confirm).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(confirm);
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(within(canvasElement.ownerDocument.body).queryByRole('alertdialog')).toBeNull());
    await expect(within(canvasElement).getByText('ページを削除しました')).toBeVisible();
  },
};
