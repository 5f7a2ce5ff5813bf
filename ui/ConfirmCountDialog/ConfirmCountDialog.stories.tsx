import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ConfirmCountDialog } from './ConfirmCountDialog.tsx';

const onConfirm = fn();
const words = {
  label: '受信者数',
  hint: '確認のため、受信者数を半角数字で入力してください（152）。',
  confirm: '送信する',
  cancel: 'キャンセル',
  close: '閉じる',
};

const Typed = ({ expected, note }: { expected: number; note?: string }) => {
  const [typed, setTyped] = useState('');
  return (
    <ConfirmCountDialog
      open
      onOpenChange={() => undefined}
      title="152 人に送信しますか？"
      body="送信すると取り消せません（送信中に止めることはできます）。"
      typed={typed}
      onTypedChange={setTyped}
      canConfirm={typed.trim() === String(expected)}
      onConfirm={onConfirm}
      note={note}
      words={words}
    />
  );
};

const meta = {
  title: 'ui/ConfirmCountDialog',
  component: ConfirmCountDialog,
  args: {
    open: true,
    onOpenChange: fn(),
    title: '152 人に送信しますか？',
    body: '送信すると取り消せません。',
    typed: '',
    onTypedChange: fn(),
    canConfirm: false,
    onConfirm,
    words,
  },
  beforeEach: () => {
    onConfirm.mockClear();
  },
} satisfies Meta<typeof ConfirmCountDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** The send button stays disabled until the typed count matches. */
export const EnabledOnlyWhenTheCountMatches: Story = {
  render: () => <Typed expected={152} />,
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('alertdialog', { name: '152 人に送信しますか？' });
    const send = within(dialog).getByRole('button', { name: '送信する' });
    await expect(send).toBeDisabled();
    const field = within(dialog).getByLabelText('受信者数');
    await userEvent.type(field, '15');
    await expect(send).toBeDisabled();
    await userEvent.type(field, '2');
    await waitFor(() => expect(send).toBeEnabled());
    await userEvent.click(send);
    await expect(onConfirm).toHaveBeenCalledTimes(1);
  },
};

/** The count changed since: said above the field. */
export const CountChangedNote: Story = {
  render: () => <Typed expected={152} note="受信者は 152 人になりました。もう一度入力してください。" />,
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('alertdialog');
    await waitFor(() => expect(within(dialog).getByText(/152 人になりました/)).toBeVisible());
    await userEvent.type(within(dialog).getByLabelText('受信者数'), '152{Enter}');
    await expect(onConfirm).toHaveBeenCalledTimes(1);
  },
};
