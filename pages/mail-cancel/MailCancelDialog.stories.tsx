import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { mailFx } from '../../model/mail/index.ts';
import { historyOfEveryState, mailStoryLoader, outcome } from '../mail/story.ts';
import { animationsDone, callsOf, dialogEntries, PageStory, sessionOf } from '../shared/story.tsx';
import { MailCancelDialog } from './page.tsx';

const meta = {
  title: 'pages/mail/MailCancelDialog',
  component: MailCancelDialog,
  parameters: { layout: 'fullscreen' },
  args: { id: 6 },
  render: (args, { loaded }) => (
    <PageStory
      scope={sessionOf(loaded).scope}
      path="/mail/:id/cancel"
      entries={dialogEntries('/mail', `/mail/${(args as { id: number }).id}/cancel`)}
    >
      <MailCancelDialog />
    </PageStory>
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** A scheduled mail: nobody gets it once cancelled; the cancel goes and the history follows. */
export const Scheduled: Story = {
  loaders: [
    mailStoryLoader({
      handlers: [
        [mailFx.history, () => historyOfEveryState],
        [mailFx.cancel, () => outcome({})],
      ],
    }),
  ],
  play: async ({ canvasElement, loaded }) => {
    const dialog = await body(canvasElement).findByRole('dialog', {
      name: 'メール「年末年始の窓口案内」の送信の取り消し',
    });
    await animationsDone(canvasElement.ownerDocument);
    await expect(
      within(dialog).getByText(/2026年12月1日 9:00 に送る予定のメールです。取り消すと、だれにも送信されません。/),
    ).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: '送信を取り消す' }));
    await waitFor(() => expect(callsOf(loaded, mailFx.cancel)).toEqual([{ params: { id: 6 } }]));
    await body(canvasElement).findByText('メール「年末年始の窓口案内」の送信を取り消しました。');
  },
};

/** A mail being sent: the rest are not sent, those already sent stay sent. */
export const Sending: Story = {
  args: { id: 5 },
  loaders: [mailStoryLoader({ handlers: [[mailFx.history, () => historyOfEveryState]] })],
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', {
      name: 'メール「防災訓練のお知らせ」の送信の取り消し',
    });
    await animationsDone(canvasElement.ownerDocument);
    await expect(within(dialog).getByText(/150 人中 58 人に送信済み/)).toBeVisible();
    await expect(within(dialog).getByText(/すでに送ったメールは取り消せません/)).toBeVisible();
  },
};

/** The server refuses (it finished meanwhile): its reason inside, the dialog stays. */
export const Refused: Story = {
  args: { id: 5 },
  loaders: [
    mailStoryLoader({
      handlers: [
        [mailFx.history, () => historyOfEveryState],
        [mailFx.cancel, () => outcome({ ok: false, message: 'このメールはすでに送信を終えています。' })],
      ],
    }),
  ],
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog');
    await animationsDone(canvasElement.ownerDocument);
    await userEvent.click(within(dialog).getByRole('button', { name: '送信を取り消す' }));
    await expect(await within(dialog).findByText('このメールはすでに送信を終えています。')).toBeVisible();
  },
};

/** A mail already sent: nothing to cancel, said why. */
export const NotCancellable: Story = {
  args: { id: 4 },
  loaders: [mailStoryLoader({ handlers: [[mailFx.history, () => historyOfEveryState]] })],
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog');
    await animationsDone(canvasElement.ownerDocument);
    await expect(within(dialog).getByText('このメールは「送信済み」のため、取り消せません。')).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: '送信を取り消す' })).toBeDisabled();
  },
};
