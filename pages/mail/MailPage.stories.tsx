import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import { mailFx } from '../../model/mail/index.ts';
import { animationsDone, callsOf, fieldNamed, PageStory, sessionOf } from '../shared/story.tsx';
import { MailPage } from './page.tsx';
import { historyOfEveryState, mailStoryLoader, outcome, previewOf } from './story.ts';

const meta = {
  title: 'pages/mail/MailPage',
  component: MailPage,
  parameters: { layout: 'fullscreen' },
  render: (_, { loaded }) => (
    <PageStory scope={sessionOf(loaded).scope} main path="/mail">
      <MailPage />
    </PageStory>
  ),
} satisfies Meta<typeof MailPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const outside = [
  'a@gmail.com',
  'b@example.com',
  'c@example.net',
  'd@example.org',
  'e@example.jp',
  'f@example.com',
  'g@example.com',
];

/** Chooses 防災メール and types a subject and a text part. */
const compose = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('checkbox', { name: '防災メール（市民向け）' }));
  await userEvent.type(fieldNamed(canvasElement, '件名'), '防災訓練のお知らせ');
  await userEvent.type(canvas.getByLabelText('テキスト本文'), '12月1日に防災訓練を行います。');
};

/**
 * Only the lists 広報課 may send to; once typing pauses the server counts the recipients after duplicates,
 * names those outside the allowed domains, and the preview shows the mail as received (HTML through the one
 * sanitiser, the text part as sent).
 */
export const ComposeWithPreviewAndCounts: Story = {
  loaders: [mailStoryLoader({ handlers: [[mailFx.preview, () => previewOf({ outsideDomains: outside })]] })],
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('checkbox', { name: '広報課 お知らせ' })).toBeInTheDocument();
    await expect(canvas.queryByRole('checkbox', { name: '職員連絡網' })).toBeNull();
    await userEvent.click(canvas.getByRole('checkbox', { name: '防災メール（市民向け）' }));
    await userEvent.type(fieldNamed(canvasElement, '件名'), '防災訓練のお知らせ');
    await userEvent.type(
      canvas.getByLabelText('HTML本文'),
      '<p><b>12月1日</b>に防災訓練を行います。</p><img src="x" onerror="window.__mailXss = 1" alt="">',
    );
    await expect(await canvas.findByText('受信者 152 人')).toBeVisible();
    await expect(canvas.getByText(/3 件は 1 通にまとめて数えています/)).toBeVisible();
    await expect(canvas.getByText('許可ドメイン外のメールアドレスが 7 件あります')).toBeVisible();
    await expect(canvas.getByText('a@gmail.com')).toBeVisible();
    await expect(canvas.getByText('ほか 2 件')).toBeVisible();
    await expect(canvas.getByText('"〇〇市役所 広報課" <noreply@example.go.jp>')).toBeVisible();
    await expect(canvas.getByText('12月1日', { selector: 'b' })).toBeVisible();
    await expect((window as { __mailXss?: number }).__mailXss).toBeUndefined();
    await userEvent.click(canvas.getByRole('tab', { name: 'テキスト' }));
    await waitFor(() => expect(canvas.getByText(/配信停止: https:\/\/example.go.jp\/unsubscribe/)).toBeVisible());
    const last = callsOf(loaded, mailFx.preview).at(-1) as { body: { mailingIds: number[]; subject: string } };
    await expect(last.body).toMatchObject({ mailingIds: [2], subject: '防災訓練のお知らせ', text: '' });
  },
};

/** Above 100 recipients the sender types the count: 送信する stays disabled until it matches. */
export const TypedCountConfirmation: Story = {
  loaders: [
    mailStoryLoader({
      handlers: [
        [mailFx.preview, () => previewOf()],
        [mailFx.send, () => outcome({ id: 9, recipientCount: 152 })],
      ],
    }),
  ],
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await compose(canvasElement);
    await canvas.findByText('受信者 152 人');
    await userEvent.click(canvas.getByRole('button', { name: '送信する' }));
    const dialog = await body(canvasElement).findByRole('alertdialog', { name: '152 人に送信しますか？' });
    await animationsDone(canvasElement.ownerDocument);
    const send = within(dialog).getByRole('button', { name: '送信する' });
    await expect(send).toBeDisabled();
    const field = within(dialog).getByLabelText('受信者の数');
    await userEvent.type(field, '151');
    await expect(send).toBeDisabled();
    await userEvent.clear(field);
    await userEvent.type(field, '152');
    await waitFor(() => expect(send).toBeEnabled());
    await expect(callsOf(loaded, mailFx.send)).toEqual([]);
    await userEvent.click(send);
    const message = await body(canvasElement).findByText(
      'メール「防災訓練のお知らせ」の送信を始めました（受信者 152 人）。',
    );
    await waitFor(() => expect(message).toBeVisible());
    await expect(callsOf(loaded, mailFx.send)).toEqual([
      {
        body: {
          requestId: '0b6c1f3e-8a2d-4c5b-9e7f-000000000001',
          mailingIds: [2],
          subject: '防災訓練のお知らせ',
          text: '12月1日に防災訓練を行います。',
          html: '',
          confirmedCount: 152,
        },
      },
    ]);
    // Sent: a new compose, with a new request id.
    await waitFor(() => expect(fieldNamed(canvasElement, '件名').value).toBe(''));
  },
};

/** The lists changed after the count was typed: the server's 409 gives the new count, typed again. */
export const CountChangedAsksAgain: Story = {
  loaders: [
    mailStoryLoader({
      handlers: () => {
        let calls = 0;
        return [
          [mailFx.preview, () => previewOf()],
          [
            mailFx.send,
            () =>
              ++calls === 1
                ? outcome({ ok: false, stale: true, message: '受信者の数が変わりました。', recipientCount: 155 })
                : outcome({ id: 9, recipientCount: 155 }),
          ],
        ];
      },
    }),
  ],
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await compose(canvasElement);
    await canvas.findByText('受信者 152 人');
    await userEvent.click(canvas.getByRole('button', { name: '送信する' }));
    let dialog = await body(canvasElement).findByRole('alertdialog', { name: '152 人に送信しますか？' });
    await userEvent.type(within(dialog).getByLabelText('受信者の数'), '152');
    await userEvent.click(within(dialog).getByRole('button', { name: '送信する' }));
    dialog = await body(canvasElement).findByRole('alertdialog', { name: '155 人に送信しますか？' });
    await expect(within(dialog).getByText(/155 人になりました/)).toBeVisible();
    const send = within(dialog).getByRole('button', { name: '送信する' });
    await expect(send).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText('受信者の数'), '155');
    await userEvent.click(send);
    await body(canvasElement).findByText('メール「防災訓練のお知らせ」の送信を始めました（受信者 155 人）。');
    const sends = callsOf(loaded, mailFx.send) as { body: { requestId: string; confirmedCount: number } }[];
    await expect(sends.map((call) => call.body.confirmedCount)).toEqual([152, 155]);
    await expect(sends[0]?.body.requestId).toBe(sends[1]?.body.requestId);
  },
};

/** テスト送信 checks the subject first, then goes to the sender's own address and says which. */
export const TestSend: Story = {
  loaders: [
    mailStoryLoader({
      handlers: [
        [mailFx.preview, () => previewOf({ recipientCount: 12, duplicateCount: 0, unsubscribe: false })],
        [mailFx.test, () => outcome({ to: 'koho@example.go.jp' })],
      ],
    }),
  ],
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('checkbox', { name: '防災メール（市民向け）' });
    await userEvent.click(canvas.getByRole('button', { name: 'テスト送信' }));
    await expect(await canvas.findByText('入力してください。')).toBeVisible();
    await expect(callsOf(loaded, mailFx.test)).toEqual([]);
    await compose(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'テスト送信' }));
    await expect(await canvas.findByText('テスト送信しました（送信先：koho@example.go.jp）。')).toBeVisible();
    await expect(callsOf(loaded, mailFx.test)).toEqual([
      { body: { subject: '防災訓練のお知らせ', text: '12月1日に防災訓練を行います。', html: '' } },
    ]);
  },
};

/** A refused send says so in Japanese and keeps what was typed; pressing again sends the same request id. */
export const SendFailsKeepsCompose: Story = {
  loaders: [
    mailStoryLoader({
      handlers: [
        [mailFx.preview, () => previewOf({ recipientCount: 12, duplicateCount: 0 })],
        [mailFx.send, () => outcome({ ok: false, message: '' })],
      ],
    }),
  ],
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await compose(canvasElement);
    await canvas.findByText('受信者 12 人');
    await userEvent.click(canvas.getByRole('button', { name: '送信する' }));
    const alert = await canvas.findByRole('alert');
    await expect(within(alert).getByText(/入力した内容はそのまま残っています/)).toBeVisible();
    await expect(fieldNamed(canvasElement, '件名').value).toBe('防災訓練のお知らせ');
    await userEvent.click(canvas.getByRole('button', { name: '送信する' }));
    await waitFor(() => expect(callsOf(loaded, mailFx.send)).toHaveLength(2));
    const ids = (callsOf(loaded, mailFx.send) as { body: { requestId: string } }[]).map((call) => call.body.requestId);
    await expect(ids[0]).toBe(ids[1]);
  },
};

/** A scheduled send: a time in the past is refused, a later one goes with it and the message names it. */
export const ScheduledSend: Story = {
  loaders: [
    mailStoryLoader({
      handlers: [
        [mailFx.preview, () => previewOf({ recipientCount: 12, duplicateCount: 0 })],
        [mailFx.send, () => outcome({ id: 9 })],
      ],
    }),
  ],
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await compose(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: '日時を指定して送信予約する' }));
    const time = canvas.getByLabelText('送信する日時（日本時間）');
    await fireEvent.change(time, { target: { value: '2026-11-24T08:00' } });
    await userEvent.click(canvas.getByRole('button', { name: '送信予約する' }));
    await expect(await canvas.findByText('送信予約の日時は、今より後にしてください。')).toBeVisible();
    await fireEvent.change(time, { target: { value: '2026-12-01T09:00' } });
    await userEvent.click(canvas.getByRole('button', { name: '送信予約する' }));
    await body(canvasElement).findByText(/2026年12月1日 9:00 に送信予約しました/);
    const sent = callsOf(loaded, mailFx.send)[0] as { body: { scheduledAt: string } };
    await expect(sent.body.scheduledAt).toBe('2026-12-01T00:00:00.000Z');
  },
};

/** The history: a badge for each of the six states, progress while sending, 取り消す for scheduled and sending. */
export const HistoryStates: Story = {
  loaders: [mailStoryLoader({ handlers: [[mailFx.history, () => historyOfEveryState]] })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: '送信履歴' });
    for (const label of ['送信予約', '送信中', '送信済み', '一部失敗', '送信失敗', '取消済み']) {
      await expect(within(table).getByText(label)).toBeVisible();
    }
    const bar = within(table).getByRole('progressbar');
    await expect(bar).toHaveAttribute('aria-valuenow', '60');
    await expect(bar).toHaveAttribute('aria-valuemax', '150');
    await expect(within(table).getByText('150 人中 60 人 完了')).toBeVisible();
    const cancels = within(table).getAllByRole('link', { name: /の送信を取り消す/ });
    await expect(cancels.map((link) => link.getAttribute('href'))).toEqual(['/mail/6/cancel', '/mail/5/cancel']);
    await expect(within(table).getAllByText('広報 花子').length).toBe(6);
  },
};

/** The history could not be read: said so with a retry, never "none yet". */
export const HistoryFailed: Story = {
  loaders: [
    mailStoryLoader({
      handlers: () => {
        let calls = 0;
        return [
          [
            mailFx.history,
            () => {
              calls += 1;
              if (calls === 1) throw new Error('offline');
              return historyOfEveryState;
            },
          ],
        ];
      },
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('送信履歴を読み込めませんでした')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '再試行' }));
    await expect(await canvas.findByRole('table', { name: '送信履歴' })).toBeVisible();
  },
};

/** 受信者ごとの結果 on a row: each recipient's outcome (the remote server's words for a failure). */
export const RecipientOutcomes: Story = {
  loaders: [
    mailStoryLoader({
      handlers: [
        [mailFx.history, () => historyOfEveryState],
        [
          mailFx.get,
          ({ params }: { params: { id: number } }) => ({
            ...historyOfEveryState.find((mail) => mail.id === params.id),
            text: '',
            html: '',
            recipients: [
              {
                email: 'a@example.go.jp',
                status: 'sent',
                error: null,
                attempts: 1,
                sentAt: '2026-11-20T01:01:00.000Z',
              },
              { email: 'b@example.jp', status: 'failed', error: '550 5.1.1 User unknown', attempts: 3, sentAt: null },
            ],
          }),
        ],
      ],
    }),
  ],
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    const show = await canvas.findByRole('button', { name: '「停電のお知らせ」の受信者ごとの結果' });
    await userEvent.click(show);
    const table = await canvas.findByRole('table', { name: '受信者ごとの結果' });
    await expect(show).toHaveAttribute('aria-expanded', 'true');
    await expect(within(table).getByText('550 5.1.1 User unknown')).toBeVisible();
    await expect(within(table).getByText('送信失敗')).toBeVisible();
    await expect(callsOf(loaded, mailFx.get)).toEqual([{ params: { id: 3 } }]);
    await userEvent.click(canvas.getByRole('button', { name: '閉じる' }));
    await waitFor(() => expect(canvas.queryByRole('table', { name: '受信者ごとの結果' })).toBeNull());
  },
};
