import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { groupFx } from '../../model/group/index.ts';
import { digitalManager, groupStoryLoader, outcome, refusal, signedInAs } from '../group-shared/story.ts';
import { animationsDone, callsOf, PageStory, sessionOf } from '../shared/story.tsx';
import { GroupCreatePage } from './page.tsx';

const meta = {
  title: 'pages/group/GroupCreatePage',
  component: GroupCreatePage,
  parameters: { layout: 'fullscreen' },
  render: (_, { loaded }) => (
    <PageStory scope={sessionOf(loaded).scope} main path="/group/create" entries={['/group', '/group/create']}>
      <GroupCreatePage />
    </PageStory>
  ),
} satisfies Meta<typeof GroupCreatePage>;

export default meta;
type Story = StoryObj<typeof meta>;

const taken = () => refusal('「広報課」という組織はすでにあります。別の名前にしてください。');

const areaNames = [
  'CMS',
  'フォーム',
  'メール送信',
  'メーリングリスト',
  '組織・アカウント',
  'フォーム回答',
  'システム設定',
];

export const Typing: Story = {
  loaders: [groupStoryLoader()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: '組織を作成' })).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: '組織名' }), '防災課');
    await userEvent.type(canvas.getByRole('textbox', { name: '説明' }), '災害時の情報発信');
    await expect(canvas.getByRole('textbox', { name: '組織名' })).toHaveValue('防災課');
    await expect(canvas.getByRole('textbox', { name: '説明' })).toHaveValue('災害時の情報発信');
    // Seven levels, all 0 to start with, each saying what it opens.
    const group = canvas.getByRole('group', { name: '権限レベル' });
    const steppers = within(group).getAllByRole('spinbutton');
    await expect(steppers).toHaveLength(7);
    for (const area of areaNames) {
      await expect(within(group).getByRole('spinbutton', { name: area })).toBeVisible();
    }
    for (const stepper of steppers) await expect(stepper).toHaveValue('0');
    await expect(canvas.getByRole('spinbutton', { name: 'CMS' })).toHaveAccessibleDescription(
      'サイドメニューに表示される項目はありません',
    );
  },
};

export const LevelMeaningFollowsTheStepper: Story = {
  loaders: [groupStoryLoader()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cms = canvas.getByRole('spinbutton', { name: 'CMS' });
    const raise = canvas.getByRole('button', { name: 'CMSのレベルを上げる' });
    await userEvent.click(raise);
    await waitFor(() => expect(cms).toHaveValue('1'));
    await waitFor(() => expect(cms).toHaveAccessibleDescription('サイドメニュー：CMS、Webページ'));
    for (let i = 0; i < 3; i++) await userEvent.click(raise);
    await waitFor(() => expect(cms).toHaveValue('4'));
    await waitFor(() =>
      expect(cms).toHaveAccessibleDescription(
        'サイドメニュー：CMS、テンプレート、画像・ファイル管理、Webページ、フォーム定義',
      ),
    );
    // Typed levels count too; the keyboard steps as well.
    const config = canvas.getByRole('spinbutton', { name: 'システム設定' });
    await userEvent.clear(config);
    await userEvent.type(config, '5');
    await waitFor(() =>
      expect(config).toHaveAccessibleDescription(
        'サイドメニュー：ワークフロー、承認者管理、お知らせ配信、システム設定',
      ),
    );
    const account = canvas.getByRole('spinbutton', { name: '組織・アカウント' });
    account.focus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}');
    await waitFor(() => expect(account).toHaveValue('3'));
    await waitFor(() => expect(account).toHaveAccessibleDescription('サイドメニュー：組織、組織の作成'));
    // Never below 0.
    await userEvent.click(canvas.getByRole('button', { name: 'フォームのレベルを下げる' }));
    await waitFor(() => expect(canvas.getByRole('spinbutton', { name: 'フォーム' })).toHaveValue('0'));
  },
};

export const ServerErrorKeepsWhatWasTyped: Story = {
  loaders: [groupStoryLoader({ handlers: [[groupFx.create, taken]] })],
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: '組織名' }), '広報課');
    await userEvent.click(canvas.getByRole('button', { name: 'CMSのレベルを上げる' }));
    await userEvent.click(canvas.getByRole('button', { name: '作成する' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('保存できませんでした');
    await expect(alert).toHaveTextContent('「広報課」という組織はすでにあります。別の名前にしてください。');
    await expect(canvas.getByRole('textbox', { name: '組織名' })).toHaveValue('広報課');
    await expect(canvas.getByRole('spinbutton', { name: 'CMS' })).toHaveValue('1');
    await expect(callsOf(loaded, groupFx.create)).toEqual([
      { body: { name: '広報課', description: '', permission: [1, 0, 0, 0, 0, 0, 0] } },
    ]);
  },
};

export const CreatedGoesToTheGroup: Story = {
  loaders: [groupStoryLoader({ handlers: [[groupFx.create, () => outcome({ id: 9, version: 1 })]] })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: '組織名' }), '防災課');
    await userEvent.click(canvas.getByRole('button', { name: '作成する' }));
    // Saved: nothing is left unsaved, so moving on is not asked about.
    await expect(await canvas.findByTestId('location')).toHaveTextContent('/group/9');
    const body = within(canvasElement.ownerDocument.body);
    const message = await body.findByText('組織「防災課」を保存しました。');
    await waitFor(() => expect(message).toBeVisible());
  },
};

export const LeavingWithUnsavedChangesAsksFirst: Story = {
  loaders: [groupStoryLoader()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.type(canvas.getByRole('textbox', { name: '組織名' }), '防災課');
    await userEvent.click(canvas.getByRole('link', { name: '組織の一覧へ戻る' }));
    const ask = await body.findByRole('alertdialog', { name: '保存していない変更があります' });
    await animationsDone(canvasElement.ownerDocument);
    await userEvent.click(within(ask).getByRole('button', { name: 'このページに留まる' }));
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await expect(canvas.getByRole('textbox', { name: '組織名' })).toHaveValue('防災課');

    await userEvent.click(canvas.getByRole('link', { name: '組織の一覧へ戻る' }));
    const again = await body.findByRole('alertdialog', { name: '保存していない変更があります' });
    await animationsDone(canvasElement.ownerDocument);
    await userEvent.click(within(again).getByRole('button', { name: '変更を破棄して移動' }));
    await expect(await canvas.findByTestId('location')).toHaveTextContent('/group');
  },
};

/** A name of only spaces is no name: said on the field, in Japanese, and nothing is sent. */
export const NameOfSpacesIsCheckedHere: Story = {
  loaders: [groupStoryLoader({ handlers: [[groupFx.create, () => outcome({ id: 9, version: 1 })]] })],
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    const name = canvas.getByRole('textbox', { name: '組織名' });
    await userEvent.type(name, '   ');
    await userEvent.click(canvas.getByRole('button', { name: '作成する' }));
    await waitFor(() => expect(name).toHaveAccessibleDescription(expect.stringContaining('入力してください。')));
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('入力してください。')).toBeVisible();
    // Nothing reached the server, so no server error either.
    await expect(callsOf(loaded, groupFx.create)).toEqual([]);
    await expect(canvas.queryByText('保存できませんでした')).toBeNull();
    await expect(canvas.queryByText(/サーバーの応答を読み取れませんでした/)).toBeNull();
    // Typing clears the message; a real name is then sent.
    await userEvent.clear(name);
    await userEvent.type(name, '防災課');
    await waitFor(() => expect(canvas.queryByText('入力してください。')).toBeNull());
  },
};

/** The 100-character limit is said on the field, with the count, before anything is sent. */
export const NameOver100Said: Story = {
  loaders: [groupStoryLoader({ handlers: [[groupFx.create, () => outcome({ id: 9, version: 1 })]] })],
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    const name = canvas.getByRole('textbox', { name: '組織名' });
    // Pasted, as a long name usually arrives.
    name.focus();
    await userEvent.paste('あ'.repeat(101));
    await expect(name).toHaveValue('あ'.repeat(101));
    await userEvent.click(canvas.getByRole('button', { name: '作成する' }));
    const said = await canvas.findByText(/^100 文字以内で入力してください/);
    await expect(said).toBeVisible();
    await expect(said).toHaveTextContent('101');
    await expect(name).toHaveAccessibleDescription(expect.stringContaining('100 文字以内で入力してください'));
    await expect(callsOf(loaded, groupFx.create)).toEqual([]);
  },
};

/** Outside the super group each level stops at the manager's own (contract/authority.ts), and says so. */
export const LevelsStopAtTheUsersOwn: Story = {
  loaders: [groupStoryLoader({ values: [signedInAs(digitalManager)] })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const account = await canvas.findByRole('spinbutton', { name: '組織・アカウント' });
    await expect(account).toHaveAccessibleDescription(/自分の権限レベル（3）まで設定できます/);
    const raise = canvas.getByRole('button', { name: '組織・アカウントのレベルを上げる' });
    for (let step = 1; step <= 3; step += 1) {
      await userEvent.click(raise);
      await waitFor(() => expect(account).toHaveValue(String(step)));
    }
    await waitFor(() => expect(raise).toBeDisabled());
    await expect(account).toHaveValue('3');
    const mail = canvas.getByRole('spinbutton', { name: 'メール送信' });
    await expect(mail).toHaveAccessibleDescription(/自分の権限レベル（0）まで設定できます/);
    await expect(canvas.getByRole('button', { name: 'メール送信のレベルを上げる' })).toBeDisabled();
  },
};
