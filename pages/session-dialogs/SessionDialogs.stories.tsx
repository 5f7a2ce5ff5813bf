import type { Meta, StoryObj } from '@storybook/react-vite';
import { allSettled } from 'effector';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  $config,
  $draft,
  $lastActivity,
  $tokenInfo,
  keepAliveFx,
  readClockFx,
  sessionTicked,
} from '../../model/session/index.ts';
import { admin } from '../../model/session/testing.ts';
import { PageStory, sessionLoader, sessionOf } from '../shared/story.tsx';
import { DraftOfferDialog } from './DraftOfferDialog.tsx';
import { InactivityDialog } from './InactivityDialog.tsx';

/** Rendered over an empty signed-in screen; the dialogs portal to <body>. */
const meta = {
  title: 'pages/session/SessionDialogs',
  render: (_, { loaded }) => (
    <PageStory scope={sessionOf(loaded).scope} path="/overview">
      <main>
        <p>ホーム</p>
      </main>
      <InactivityDialog />
      <DraftOfferDialog />
    </PageStory>
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const start = Date.UTC(2026, 0, 15, 1, 0, 0);
const TEN_MINUTES = 600_000;

/** Signed in, last click at `start`, a ten-minute limit, and the clock at `now` after one tick. */
const idleAt = (now: number) =>
  sessionLoader({
    values: [
      [$tokenInfo, admin],
      [$lastActivity, start],
      [$config, { signinAge: String(TEN_MINUTES) }],
    ],
    handlers: [[readClockFx, () => now]],
  });

const tick = async (loaded: unknown) => {
  await allSettled(sessionTicked, { scope: sessionOf(loaded).scope });
};

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const CountingDown: Story = {
  loaders: [idleAt(start + TEN_MINUTES - 95_000)],
  play: async ({ canvasElement, loaded }) => {
    await tick(loaded);
    const dialog = await body(canvasElement).findByRole('alertdialog', { name: 'まもなく自動的にログアウトします' });
    await expect(within(dialog).getByRole('timer')).toHaveTextContent('残り 1分35秒');
    // The dialog fades in.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'ログインを続ける' })).toBeVisible());
  },
};

export const StayingSignedIn: Story = {
  loaders: [idleAt(start + TEN_MINUTES - 30_000)],
  play: async ({ canvasElement, loaded }) => {
    await tick(loaded);
    const dialog = await body(canvasElement).findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'ログインを続ける' }));
    await waitFor(() => expect(body(canvasElement).queryByRole('alertdialog')).toBeNull());
    await expect(sessionOf(loaded).calls.keepAlive).toHaveLength(1);
  },
};

export const Expired: Story = {
  loaders: [idleAt(start + TEN_MINUTES + 1000)],
  play: async ({ canvasElement, loaded }) => {
    await tick(loaded);
    const dialog = await body(canvasElement).findByRole('alertdialog', { name: 'ログアウトします' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'ログイン画面へ' }));
    // The click past the limit signs out (spec §4): storage cleared, then logout posted.
    await waitFor(() => expect(sessionOf(loaded).calls.logout).toHaveLength(1));
    await expect(sessionOf(loaded).calls.keepAlive).toBeUndefined();
  },
};

export const DraftOffered: Story = {
  loaders: [
    sessionLoader({
      values: [
        [$tokenInfo, admin],
        [
          $draft,
          {
            email: admin.email,
            path: '/notice',
            savedAt: start,
            fields: [
              { form: 0, name: 'title', label: '件名', value: '年末年始の窓口について' },
              { form: 0, name: 'content', label: '本文', value: '12月29日から1月3日まで、窓口業務を休止します。' },
              { form: 0, name: 'important', label: '重要', value: true },
            ],
          },
        ],
      ],
    }),
  ],
  play: async ({ canvasElement, loaded }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: '前回の入力内容が残っています' });
    await expect(dialog).toHaveTextContent('年末年始の窓口について');
    await expect(dialog).toHaveTextContent('重要はい');
    await userEvent.click(within(dialog).getByRole('button', { name: '元の画面で復元する' }));
    await waitFor(() => expect(sessionOf(loaded).calls.navigate).toEqual([{ to: '/notice' }]));
    await expect(sessionOf(loaded).calls.fillDraft).toHaveLength(1);
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
  },
};

export const DraftDiscarded: Story = {
  loaders: [
    sessionLoader({
      values: [
        [$tokenInfo, admin],
        [
          $draft,
          {
            email: admin.email,
            path: '/notice',
            savedAt: start,
            fields: [{ form: 0, name: 'title', label: '件名', value: '下書き' }],
          },
        ],
      ],
      handlers: [[keepAliveFx, () => ({ tokenInfo: admin })]],
    }),
  ],
  play: async ({ canvasElement, loaded }) => {
    const dialog = await body(canvasElement).findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: '破棄する' }));
    await waitFor(() => expect(sessionOf(loaded).calls.removeDraft).toHaveLength(1));
    await expect(sessionOf(loaded).calls.fillDraft).toBeUndefined();
  },
};
