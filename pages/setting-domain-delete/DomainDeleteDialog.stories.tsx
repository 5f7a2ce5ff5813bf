import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { HttpError } from '../../contract/index.ts';
import { domainFx } from '../../model/config/index.ts';
import { admin } from '../../model/session/testing.ts';
import { outcome, refusal, settingStoryLoader, someDomains } from '../setting/story.ts';
import { animationsDone, callsOf, dialogEntries, never, PageStory, sessionOf } from '../shared/story.tsx';
import { DomainDeleteDialog } from './page.tsx';

const meta = {
  title: 'pages/setting/DomainDeleteDialog',
  component: DomainDeleteDialog,
  parameters: { layout: 'fullscreen' },
  render: (_, { loaded }) => (
    <PageStory
      scope={sessionOf(loaded).scope}
      main
      path="/setting/domain/:id/delete"
      entries={dialogEntries('/setting', '/setting/domain/2/delete')}
    >
      <DomainDeleteDialog />
    </PageStory>
  ),
} satisfies Meta<typeof DomainDeleteDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const openDialog = async (canvasElement: HTMLElement, name: string) => {
  const dialog = await body(canvasElement).findByRole('dialog', { name });
  await animationsDone(canvasElement.ownerDocument);
  return dialog;
};

export const ConfirmsNamingTheDomain: Story = {
  loaders: [
    settingStoryLoader({
      handlers: [
        [domainFx.list, () => someDomains],
        [domainFx.remove, () => outcome({ id: 2 })],
      ],
    }),
  ],
  play: async ({ canvasElement, loaded }) => {
    const dialog = await openDialog(canvasElement, '許可ドメイン「まち.example.lg.jp」を削除しますか？');
    await expect(dialog).toHaveAccessibleDescription(expect.stringContaining('新しく登録できなくなります'));
    await userEvent.click(within(dialog).getByRole('button', { name: '削除する' }));
    const message = await body(canvasElement).findByText('許可ドメイン「まち.example.lg.jp」を削除しました。');
    await waitFor(() => expect(message).toBeVisible());
    await expect(callsOf(loaded, domainFx.remove)).toEqual([{ params: { id: 2 } }]);
    // Back to the page it was opened over.
    await expect(await within(canvasElement).findByTestId('location')).toHaveTextContent('/setting');
  },
};

export const RefusalShownInside: Story = {
  loaders: [
    settingStoryLoader({
      handlers: [
        [domainFx.list, () => someDomains],
        [domainFx.remove, () => refusal('許可ドメインが見つかりません。')],
      ],
    }),
  ],
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement, '許可ドメイン「まち.example.lg.jp」を削除しますか？');
    await userEvent.click(within(dialog).getByRole('button', { name: '削除する' }));
    await expect(await within(dialog).findByText('許可ドメインが見つかりません。')).toBeVisible();
    await expect(within(dialog).getByText('削除できませんでした')).toBeVisible();
  },
};

export const GoneOffersNothing: Story = {
  loaders: [settingStoryLoader({ handlers: [[domainFx.list, () => someDomains.slice(0, 1)]] })],
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement, '許可ドメインが見つかりません');
    await expect(within(dialog).getByRole('button', { name: '削除する' })).toBeDisabled();
  },
};

export const LoadingOffersNothing: Story = {
  loaders: [settingStoryLoader({ handlers: [[domainFx.list, never]] })],
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement, '許可ドメインを読み込み中');
    await expect(within(dialog).getByRole('button', { name: '削除する' })).toBeDisabled();
  },
};

export const LoadFailedOffersRetry: Story = {
  loaders: [
    settingStoryLoader({
      handlers: () => {
        let calls = 0;
        return [
          [
            domainFx.list,
            () => {
              calls += 1;
              if (calls === 1) throw new HttpError(0, undefined, 'domain.list', 'network');
              return someDomains;
            },
          ],
        ];
      },
    }),
  ],
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement, '許可ドメインを読み込めませんでした');
    await userEvent.click(within(dialog).getByRole('button', { name: '再試行' }));
    await waitFor(() =>
      expect(
        body(canvasElement).getByRole('dialog', { name: '許可ドメイン「まち.example.lg.jp」を削除しますか？' }),
      ).toBeVisible(),
    );
  },
};

export const BelowLevelTwoOffersNothing: Story = {
  loaders: [
    settingStoryLoader({
      user: { ...admin, groupId: 4, permissions: [0, 0, 0, 0, 0, 0, 1] },
      handlers: [[domainFx.list, () => someDomains]],
    }),
  ],
  play: async ({ canvasElement, loaded }) => {
    const dialog = await openDialog(canvasElement, '許可ドメイン「まち.example.lg.jp」を削除しますか？');
    await expect(within(dialog).getByText('閲覧のみ')).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: '削除する' })).toBeDisabled();
    await expect(callsOf(loaded, domainFx.remove)).toEqual([]);
  },
};
