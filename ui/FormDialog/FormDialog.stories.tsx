import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { OneTimeSecret } from '../OneTimeSecret/index.ts';
import { animationsDone } from '../storyAnimations.ts';
import { TextField } from '../TextField/index.ts';
import { FormDialog, type FormDialogProps } from './FormDialog.tsx';

const meta = {
  title: 'ui/FormDialog',
  component: FormDialog,
  args: {
    open: true,
    onOpenChange: fn(),
    title: 'アカウントを追加',
    description: '追加したアカウントには仮パスワードが発行されます。',
    submitLabel: '追加する',
    onSubmit: fn(),
    children: <TextField label="氏名" name="name" autoComplete="off" />,
  },
  argTypes: {
    children: { control: false },
    result: { control: false },
  },
} satisfies Meta<typeof FormDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The dialog once shown and its fade ended, so checks (and the axe run after the story) see its final colours. */
const shownDialog = async (canvasElement: HTMLElement) => {
  const body = within(canvasElement.ownerDocument.body);
  const dialog = await body.findByRole('dialog', { name: 'アカウントを追加' });
  await animationsDone(canvasElement.ownerDocument);
  return { body, dialog, inDialog: within(dialog) };
};

const secret = 'q7Hx-2mPa-Lk9W';

/**
 * Ark handles a press outside the dialog in the next animation frame: let two frames pass before
 * checking that nothing closed, or the check would pass before Ark had acted.
 */
const afterOutsidePress = async (win: Window) => {
  for (let frame = 0; frame < 2; frame += 1) await new Promise((resolve) => win.requestAnimationFrame(resolve));
};

/**
 * As a page binds it: the dialog's open state, and work that starts on submit. `answer` says how the
 * work ends: it runs on for ever, or it answers a one-time secret.
 */
const AddAccount = ({ answer, ...args }: FormDialogProps & { answer: 'never' | 'secret' }) => {
  const [open, setOpen] = useState(true);
  const [pending, setPending] = useState(false);
  const [created, setCreated] = useState(false);
  return (
    <FormDialog
      {...args}
      open={open}
      onOpenChange={(next) => {
        args.onOpenChange(next);
        setOpen(next);
      }}
      pending={pending}
      onSubmit={() => {
        args.onSubmit();
        setPending(true);
        if (answer === 'secret') {
          // The server's answer, a moment later.
          setTimeout(() => {
            setPending(false);
            setCreated(true);
          }, 100);
        }
      }}
      resultTitle={created ? 'アカウント「山田 太郎」を追加しました' : undefined}
      result={
        created ? (
          <OneTimeSecret
            label="仮パスワード"
            value={secret}
            warningTitle="この画面を閉じると、仮パスワードは二度と表示されません"
          >
            控えてから閉じてください。
          </OneTimeSecret>
        ) : undefined
      }
    />
  );
};

export const ShowsInlineError: Story = {
  args: {
    error: 'このメールアドレスのアカウントは既にあります。',
    errorTitle: '追加できませんでした',
    children: (
      <>
        <TextField label="氏名" name="name" defaultValue="山田 太郎" />
        <TextField label="メールアドレス" type="email" name="email" defaultValue="taro.yamada@example.go.jp" />
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const { inDialog } = await shownDialog(canvasElement);
    const alert = inDialog.getByRole('alert');
    await expect(alert).toHaveTextContent('追加できませんでした');
    await expect(alert).toHaveTextContent('このメールアドレスのアカウントは既にあります。');
    // Above the fields, which keep what was typed.
    const name = inDialog.getByRole('textbox', { name: '氏名' });
    await expect(alert.compareDocumentPosition(name) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await expect(name).toHaveValue('山田 太郎');
    // The dialog opens on its first field, not on the title's ×.
    await expect(name).toHaveFocus();
  },
};

export const SubmitBoundToPending: Story = {
  render: (args) => <AddAccount {...args} answer="never" />,
  play: async ({ args, canvasElement }) => {
    const { inDialog, body } = await shownDialog(canvasElement);
    const submit = inDialog.getByRole('button', { name: '追加する' });
    await userEvent.dblClick(submit);
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(submit).toHaveAttribute('aria-busy', 'true');
    await expect(inDialog.getByRole('button', { name: 'キャンセル' })).toBeDisabled();
    // Enter in a field while the work runs sends nothing either.
    await userEvent.type(inDialog.getByRole('textbox', { name: '氏名' }), '山田{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    // Nor can the dialog be closed under the running work, by Escape or by the ×.
    await userEvent.keyboard('{Escape}');
    await userEvent.click(inDialog.getByRole('button', { name: '閉じる' }));
    await expect(args.onOpenChange).not.toHaveBeenCalledWith(false);
    await expect(body.getByRole('dialog', { name: 'アカウントを追加' })).toBeVisible();
  },
};

export const NoBrowserValidationBubble: Story = {
  args: {
    children: (
      <>
        <TextField label="氏名" name="name" required />
        <TextField label="メールアドレス" type="email" name="email" required defaultValue="taro" />
      </>
    ),
  },
  play: async ({ args, canvasElement }) => {
    const { inDialog } = await shownDialog(canvasElement);
    const name = inDialog.getByRole('textbox', { name: '氏名' }) as HTMLInputElement;
    const email = inDialog.getByRole('textbox', { name: 'メールアドレス' }) as HTMLInputElement;
    // The browser would refuse this form with its own bubble...
    await expect(name.validity.valueMissing).toBe(true);
    await expect(email.validity.typeMismatch).toBe(true);
    await expect(name.form?.noValidate).toBe(true);
    // ...but the submit reaches the page, which shows its own Japanese messages on the fields.
    await userEvent.click(inDialog.getByRole('button', { name: '追加する' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

export const EnterSubmits: Story = {
  play: async ({ args, canvasElement }) => {
    const { inDialog } = await shownDialog(canvasElement);
    const name = inDialog.getByRole('textbox', { name: '氏名' });
    await userEvent.type(name, '山田 太郎');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(name).toHaveValue('山田 太郎');
  },
};

export const SubmitDisabledRefuses: Story = {
  args: { submitDisabled: true },
  play: async ({ args, canvasElement }) => {
    const { inDialog } = await shownDialog(canvasElement);
    await expect(inDialog.getByRole('button', { name: '追加する' })).toBeDisabled();
    await userEvent.type(inDialog.getByRole('textbox', { name: '氏名' }), '山田{Enter}');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const CancelCloses: Story = {
  play: async ({ args, canvasElement }) => {
    const { inDialog } = await shownDialog(canvasElement);
    await userEvent.click(inDialog.getByRole('button', { name: 'キャンセル' }));
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

const overlaps = (a: DOMRect, b: DOMRect) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

export const ResultCloseIsNotWhereSubmitWas: Story = {
  render: (args) => <AddAccount {...args} answer="secret" />,
  play: async ({ args, canvasElement }) => {
    const doc = canvasElement.ownerDocument;
    const { inDialog, body } = await shownDialog(canvasElement);
    await userEvent.type(inDialog.getByRole('textbox', { name: '氏名' }), '山田 太郎');
    const submit = inDialog.getByRole('button', { name: '追加する' });
    const submitBox = submit.getBoundingClientRect();
    await userEvent.click(submit);
    await expect(await inDialog.findByText(secret)).toBeVisible();
    await expect(inDialog.getByText('アカウント「山田 太郎」を追加しました')).toBeVisible();
    // The footer has one button now, the close, at its start: nowhere near where submit was.
    await expect(inDialog.queryByRole('button', { name: '追加する' })).toBeNull();
    const close = inDialog.getByText('閉じる', { selector: 'button' });
    const closeBox = close.getBoundingClientRect();
    await expect(overlaps(closeBox, submitBox)).toBe(false);
    await expect(closeBox.right).toBeLessThanOrEqual(submitBox.left);
    // Focus is on the answer, so a second Enter presses nothing.
    await expect(inDialog.getByText(secret).closest('[data-part="result"]')).toHaveFocus();
    // The second click of a double-click lands where submit was: on nothing that closes the dialog.
    const landing = doc.elementFromPoint(
      submitBox.left + submitBox.width / 2,
      submitBox.top + submitBox.height / 2,
    ) as HTMLElement;
    await expect(landing.closest('button, a, input')).toBeNull();
    await userEvent.click(landing);
    await afterOutsidePress(doc.defaultView as Window);
    await expect(args.onOpenChange).not.toHaveBeenCalled();
    await expect(inDialog.getByText(secret)).toBeVisible();
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    // Only on purpose: the close button.
    await userEvent.click(close);
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

export const ResultStaysUntilClosedOnPurpose: Story = {
  args: {
    resultTitle: 'アカウント「山田 太郎」を追加しました',
    result: (
      <OneTimeSecret label="仮パスワード" value={secret}>
        控えてから閉じてください。
      </OneTimeSecret>
    ),
  },
  play: async ({ args, canvasElement }) => {
    const doc = canvasElement.ownerDocument;
    const { inDialog } = await shownDialog(canvasElement);
    await expect(inDialog.queryByRole('textbox')).toBeNull();
    await expect(inDialog.queryByRole('button', { name: 'キャンセル' })).toBeNull();
    // Neither Escape nor a click beside the dialog takes the secret away.
    await userEvent.keyboard('{Escape}');
    const backdrop = doc.querySelector('[data-scope="dialog"][data-part="backdrop"]') as HTMLElement;
    await userEvent.click(backdrop, { pointerEventsCheck: 0 });
    await afterOutsidePress(doc.defaultView as Window);
    await expect(args.onOpenChange).not.toHaveBeenCalled();
    await expect(inDialog.getByText(secret)).toBeVisible();
    // The title's × still closes it.
    const buttons = inDialog.getAllByRole('button', { name: '閉じる' });
    await expect(buttons).toHaveLength(2);
    await userEvent.click(buttons[0] as HTMLElement);
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

export const Destructive: Story = {
  args: {
    title: 'アカウントを追加',
    destructive: true,
    submitLabel: '削除する',
    children: <TextField label="氏名" name="name" />,
  },
  play: async ({ canvasElement }) => {
    const { inDialog } = await shownDialog(canvasElement);
    const submit = inDialog.getByRole('button', { name: '削除する' });
    const cancel = inDialog.getByRole('button', { name: 'キャンセル' });
    await expect(getComputedStyle(submit).backgroundColor).not.toBe(getComputedStyle(cancel).backgroundColor);
    await expect(submit).toHaveAttribute('type', 'submit');
  },
};
