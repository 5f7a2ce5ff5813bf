import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { HttpError } from '../../contract/index.ts';
import { configFx, domainFx } from '../../model/config/index.ts';
import { loadConfigFx } from '../../model/session/index.ts';
import { admin } from '../../model/session/testing.ts';
import { animationsDone, callsOf, fieldNamed, never, PageStory, sessionOf } from '../shared/story.tsx';
import { SettingPage } from './page.tsx';
import { outcome, refusal, settingStoryLoader, someDomains } from './story.ts';

const meta = {
  title: 'pages/setting/SettingPage',
  component: SettingPage,
  parameters: { layout: 'fullscreen' },
  render: (_, { loaded }) => (
    <PageStory scope={sessionOf(loaded).scope} main path="/setting">
      <SettingPage />
    </PageStory>
  ),
} satisfies Meta<typeof SettingPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Ark writes the number field a frame after each key: a key typed before that lands in front of it. A person
 * sees each key appear before the next; so does this.
 */
const typeEachWhenShown = async (input: HTMLElement, text: string) => {
  for (let end = 1; end <= text.length; end++) {
    await userEvent.type(input, text.slice(end - 1, end));
    await waitFor(() => expect(input).toHaveValue(text.slice(0, end)));
  }
};

const listing = settingStoryLoader({ handlers: [[domainFx.list, () => someDomains]] });
const limitField = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('spinbutton', { name: /自動ログアウトまでの時間（分）/ });
const table = (canvasElement: HTMLElement) => within(canvasElement).findByRole('table', { name: '許可ドメインの一覧' });
const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const openDialog = async (canvasElement: HTMLElement, name: string | RegExp) => {
  const dialog = await body(canvasElement).findByRole('dialog', { name });
  await animationsDone(canvasElement.ownerDocument);
  return dialog;
};

export const ShowsTheLimitAndTheDomains: Story = {
  loaders: [listing],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'システム設定' })).toBeVisible();
    await waitFor(() => expect(limitField(canvasElement)).toHaveValue('60'));
    await expect(canvas.getByText('操作がないまま 1 時間 でログアウト')).toBeVisible();
    const rows = within(await table(canvasElement)).getAllByRole('row');
    await expect(rows).toHaveLength(3);
    await expect(rows[2]).toHaveTextContent('まち.example.lg.jp');
    await expect(rows[2]).toHaveTextContent('メーリングリストの宛先');
    await expect(rows[2]).toHaveTextContent('管理者 太郎');
    await expect(
      within(rows[2] as HTMLElement).getByRole('link', { name: 'まち.example.lg.jp を削除する' }),
    ).toHaveAttribute('href', '/setting/domain/2/delete');
  },
};

export const SavesTheLimitAndReadsItBack: Story = {
  loaders: [
    settingStoryLoader({
      handlers: [
        [domainFx.list, () => someDomains],
        [configFx.update, () => outcome({ message: 'システム設定を保存しました。' })],
        [loadConfigFx, () => ({ config: { signinAge: '1800000' } })],
      ],
    }),
  ],
  play: async ({ canvasElement, loaded }) => {
    const input = limitField(canvasElement);
    await waitFor(() => expect(input).toHaveValue('60'));
    await userEvent.clear(input);
    await waitFor(() => expect(input).toHaveValue(''));
    await typeEachWhenShown(input, '30');
    await userEvent.click(within(canvasElement).getByRole('button', { name: '保存する' }));
    const message = await body(canvasElement).findByText('自動ログアウトまでの時間を 30 分に変更しました。');
    await waitFor(() => expect(message).toBeVisible());
    await expect(callsOf(loaded, configFx.update)).toEqual([{ body: { signinAge: 1_800_000 } }]);
    // Read again at once: this console signs out by the new limit.
    await expect(sessionOf(loaded).calls.loadConfig).toHaveLength(1);
    await waitFor(() => expect(input).toHaveValue('30'));
  },
};

export const EmptyLimitIsRefusedBeforeSending: Story = {
  loaders: [listing],
  play: async ({ canvasElement, loaded }) => {
    const input = limitField(canvasElement);
    await waitFor(() => expect(input).toHaveValue('60'));
    await userEvent.clear(input);
    await userEvent.click(within(canvasElement).getByRole('button', { name: '保存する' }));
    await waitFor(() => expect(input).toHaveAccessibleDescription(expect.stringContaining('入力してください。')));
    await expect(callsOf(loaded, configFx.update)).toEqual([]);
  },
};

export const RefusedSaveKeepsTheValue: Story = {
  loaders: [
    settingStoryLoader({
      handlers: [
        [domainFx.list, () => someDomains],
        [configFx.update, () => refusal('この操作を行う権限がありません。')],
      ],
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = limitField(canvasElement);
    await waitFor(() => expect(input).toHaveValue('60'));
    await userEvent.clear(input);
    await waitFor(() => expect(input).toHaveValue(''));
    await typeEachWhenShown(input, '15');
    await userEvent.click(canvas.getByRole('button', { name: '保存する' }));
    await expect(await canvas.findByText('この操作を行う権限がありません。')).toBeVisible();
    await expect(canvas.getByText('保存できませんでした')).toBeVisible();
    await expect(input).toHaveValue('15');
  },
};

export const AddsADomainCheckedFirst: Story = {
  loaders: [
    settingStoryLoader({
      handlers: () => {
        let added = false;
        return [
          [
            domainFx.list,
            () =>
              added ? [...someDomains, { id: 3, domain: 'xn--yckow0m.example.jp', purpose: 'account' }] : someDomains,
          ],
          [
            domainFx.create,
            () => {
              added = true;
              return outcome({ id: 3 });
            },
          ],
        ];
      },
    }),
  ],
  play: async ({ canvasElement, loaded }) => {
    await within(canvasElement).findByText('まち.example.lg.jp');
    await userEvent.click(within(canvasElement).getByRole('button', { name: '許可ドメインを追加' }));
    const dialog = await openDialog(canvasElement, '許可ドメインを追加');
    const name = fieldNamed(dialog, 'ドメイン');
    await expect(name).toHaveFocus();
    await userEvent.type(name, 'not a domain');
    await userEvent.click(within(dialog).getByRole('button', { name: '追加する' }));
    await waitFor(() =>
      expect(name).toHaveAccessibleDescription(expect.stringContaining('ドメインの形式が正しくありません')),
    );
    await userEvent.clear(name);
    // Already listed in its punycode spelling: said before anything is sent.
    await userEvent.type(name, 'xn--h9jxc.example.lg.jp');
    await userEvent.click(within(dialog).getByRole('button', { name: '追加する' }));
    await waitFor(() => expect(name).toHaveAccessibleDescription(expect.stringContaining('すでに許可ドメインに登録')));
    await expect(callsOf(loaded, domainFx.create)).toEqual([]);
    await userEvent.clear(name);
    await userEvent.type(name, 'デジタル.example.jp');
    await userEvent.click(within(dialog).getByRole('combobox', { name: '用途' }));
    await userEvent.click(await body(canvasElement).findByRole('option', { name: 'アカウントのメールアドレス' }));
    await userEvent.click(within(dialog).getByRole('button', { name: '追加する' }));
    const message = await body(canvasElement).findByText('許可ドメイン「デジタル.example.jp」を追加しました。');
    await waitFor(() => expect(message).toBeVisible());
    await expect(callsOf(loaded, domainFx.create)).toEqual([
      { body: { domain: 'xn--yckow0m.example.jp', purpose: 'account', description: '' } },
    ]);
    await expect(await within(canvasElement).findByText('デジタル.example.jp')).toBeVisible();
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
  },
};

export const ServerRefusalShownInTheDialog: Story = {
  loaders: [
    settingStoryLoader({
      handlers: [
        [domainFx.list, () => someDomains],
        [domainFx.create, () => refusal('city.example.jp はすでに許可ドメインに登録されています。')],
      ],
    }),
  ],
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('まち.example.lg.jp');
    await userEvent.click(within(canvasElement).getByRole('button', { name: '許可ドメインを追加' }));
    const dialog = await openDialog(canvasElement, '許可ドメインを追加');
    await userEvent.type(fieldNamed(dialog, 'ドメイン'), 'city.example.jp');
    await userEvent.click(within(dialog).getByRole('button', { name: '追加する' }));
    await expect(
      await within(dialog).findByText('city.example.jp はすでに許可ドメインに登録されています。'),
    ).toBeVisible();
    await expect(fieldNamed(dialog, 'ドメイン')).toHaveValue('city.example.jp');
  },
};

export const EditsADomainFromItsRow: Story = {
  loaders: [
    settingStoryLoader({
      handlers: [
        [domainFx.list, () => someDomains],
        [domainFx.update, () => outcome({ id: 2 })],
      ],
    }),
  ],
  play: async ({ canvasElement, loaded }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'まち.example.lg.jp を編集する' }));
    const dialog = await openDialog(canvasElement, '許可ドメイン「まち.example.lg.jp」を編集');
    await expect(fieldNamed(dialog, 'ドメイン')).toHaveValue('まち.example.lg.jp');
    const note = fieldNamed(dialog, '備考');
    await userEvent.clear(note);
    await userEvent.type(note, '窓口（変更）');
    await userEvent.click(within(dialog).getByRole('button', { name: '保存する' }));
    const message = await body(canvasElement).findByText('許可ドメイン「まち.example.lg.jp」を保存しました。');
    await waitFor(() => expect(message).toBeVisible());
    await expect(callsOf(loaded, domainFx.update)).toEqual([
      {
        params: { id: 2 },
        body: { domain: 'xn--h9jxc.example.lg.jp', purpose: 'mailing', description: '窓口（変更）' },
      },
    ]);
  },
};

export const DomainsLoadFailedOffersRetry: Story = {
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
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('許可ドメインを読み込めませんでした')).toBeVisible();
    await expect(canvas.queryByText('許可ドメインはまだありません。')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: '再試行' }));
    await expect(await canvas.findByText('まち.example.lg.jp')).toBeVisible();
  },
};

export const NoDomainsYet: Story = {
  loaders: [settingStoryLoader({ handlers: [[domainFx.list, () => []]] })],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('許可ドメインはまだありません。')).toBeVisible();
  },
};

export const DomainsLoading: Story = {
  loaders: [settingStoryLoader({ handlers: [[domainFx.list, never]] })],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('許可ドメインを読み込み中');
    await expect(within(canvasElement).queryByText('許可ドメインはまだありません。')).toBeNull();
  },
};

export const SettingsNotReadOfferRetry: Story = {
  loaders: [
    settingStoryLoader({
      config: null,
      handlers: [
        [domainFx.list, () => someDomains],
        [loadConfigFx, () => ({ config: { signinAge: '600000' } })],
      ],
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('設定を読み込めませんでした')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '再試行' }));
    await waitFor(() => expect(limitField(canvasElement)).toHaveValue('10'));
  },
};

export const ReadOnlyBelowLevelTwo: Story = {
  loaders: [
    settingStoryLoader({
      user: { ...admin, groupId: 4, permissions: [0, 0, 0, 0, 0, 0, 1] },
      handlers: [[domainFx.list, () => someDomains]],
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await table(canvasElement);
    await expect(canvas.getByText('変更できません')).toBeVisible();
    await expect(limitField(canvasElement)).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: '保存する' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: '許可ドメインを追加' })).toBeNull();
    await expect(canvas.queryByRole('link', { name: /を削除/ })).toBeNull();
  },
};

export const ClosingWithTypedInputAsksFirst: Story = {
  loaders: [listing],
  play: async ({ canvasElement, loaded }) => {
    await within(canvasElement).findByText('まち.example.lg.jp');
    await userEvent.click(within(canvasElement).getByRole('button', { name: '許可ドメインを追加' }));
    const dialog = await openDialog(canvasElement, '許可ドメインを追加');
    await userEvent.type(fieldNamed(dialog, 'ドメイン'), 'city.example.jp');
    await userEvent.keyboard('{Escape}');
    const question = await body(canvasElement).findByRole('alertdialog', { name: '入力した内容を破棄しますか？' });
    await animationsDone(canvasElement.ownerDocument);
    await userEvent.click(within(question).getByRole('button', { name: '入力を続ける' }));
    await waitFor(() => expect(body(canvasElement).queryByRole('alertdialog')).toBeNull());
    await expect(fieldNamed(dialog, 'ドメイン')).toHaveValue('city.example.jp');
    await userEvent.click(within(dialog).getByRole('button', { name: 'キャンセル' }));
    const again = await body(canvasElement).findByRole('alertdialog', { name: '入力した内容を破棄しますか？' });
    await animationsDone(canvasElement.ownerDocument);
    await userEvent.click(within(again).getByRole('button', { name: '破棄して閉じる' }));
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(callsOf(loaded, domainFx.create)).toEqual([]);
  },
};
