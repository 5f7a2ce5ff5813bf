import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { aForm } from '../../contract/testing/examples.ts';
import { formFx } from '../../model/form/index.ts';
import { bareForm, formStoryLoader, fulfilled, listed, outcome, someForms } from '../form-shared/story.ts';
import { animationsDone, callsOf, fieldNamed, PageStory, sessionOf } from '../shared/story.tsx';
import { FormCreatePage, FormEditPage } from './page.tsx';

const meta = {
  title: 'pages/form/FormEditorPage',
  component: FormEditPage,
  parameters: { layout: 'fullscreen' },
  render: (_, { loaded }) => (
    <PageStory scope={sessionOf(loaded).scope} main path="/form/:id" entries={['/form/5']}>
      <FormEditPage />
    </PageStory>
  ),
} satisfies Meta<typeof FormEditPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const candidates = [
  { id: 2, name: '山田 太郎', groupName: '広報課', email: 'y@example.go.jp' },
  { id: 3, name: '佐藤 花子', groupName: '総務課', email: 's@example.go.jp' },
  { id: 4, name: '鈴木 一郎', groupName: '情報政策課', email: 'k@example.go.jp' },
];

/** Every section of a form; the fixed flags say why; saving sends the update body with the version. */
export const Edit: Story = {
  loaders: [
    formStoryLoader({
      values: [listed, fulfilled],
      handlers: [
        [formFx.get, () => aForm],
        [formFx.update, () => outcome({ version: 2 })],
      ],
    }),
  ],
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: '説明会参加申込' })).toBeVisible();
    for (const name of ['基本設定', '項目', '表示', 'プレビュー', '受付状態', '公開', '共同管理者'])
      await expect(canvas.getByRole('heading', { level: 2, name })).toBeVisible();
    await expect(canvas.getByText('Webサイト：市公式サイト')).toBeVisible();
    await expect(canvas.getAllByText('作成したあとは変えられません（作成時だけ決める設定です）。')).toHaveLength(3);
    await expect(canvas.getByRole('link', { name: '/public/form/5' })).toHaveAttribute('href', '/public/form/5');
    await expect(
      canvas.getByText('ページのHTMLに {{form:5}} と書くと、そのページにフォームが表示されます'),
    ).toBeVisible();
    await expect(canvas.getByText('作成者：山田 太郎（広報課）')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '佐藤 花子を共同管理者から外す' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '受付を終了する' })).toBeEnabled();
    await expect(canvas.getByTitle('プレビュー：説明会参加申込')).toBeVisible();
    const name = fieldNamed(canvasElement, 'フォーム名');
    await userEvent.clear(name);
    await userEvent.type(name, '説明会申込');
    await userEvent.click(canvas.getByRole('button', { name: '保存する' }));
    await waitFor(() => expect(callsOf(loaded, formFx.update)).toHaveLength(1));
    const [call] = callsOf(loaded, formFx.update) as { body: Record<string, unknown> }[];
    await expect(call?.body).toMatchObject({ name: '説明会申込', version: 1, status: 'open' });
    await expect(call?.body).not.toHaveProperty('webId');
  },
};

/** A draft without items: 受付を開始する held back, saying why. */
export const OpenNeedsItems: Story = {
  loaders: [formStoryLoader({ values: [listed, fulfilled], handlers: [[formFx.get, () => someForms[1]]] })],
  render: (_, { loaded }) => (
    <PageStory scope={sessionOf(loaded).scope} main path="/form/:id" entries={['/form/6']}>
      <FormEditPage />
    </PageStory>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const open = await canvas.findByRole('button', { name: '受付を開始する' });
    await expect(open).toBeDisabled();
    await expect(open).toHaveAccessibleDescription('項目が1つもないため、受付を開始できません。');
  },
};

/** A spec-only form: no owner, names, public address or version; an item of an unknown type kept and blocking. */
export const SpecOnlyFields: Story = {
  loaders: [
    formStoryLoader({
      values: [[listed[0], [bareForm]], fulfilled],
      handlers: [
        [formFx.get, () => bareForm],
        [formFx.update, () => outcome()],
      ],
    }),
  ],
  render: (_, { loaded }) => (
    <PageStory scope={sessionOf(loaded).scope} main path="/form/:id" entries={['/form/7']}>
      <FormEditPage />
    </PageStory>
  ),
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: '窓口アンケート' })).toBeVisible();
    await expect(canvas.getByText('来庁経路（種類：map）')).toBeVisible();
    await expect(canvas.getByText('作成者：（このサーバーからは届いていません）')).toBeVisible();
    await expect(canvas.getByText('現在の受付状態：')).toHaveTextContent('reviewing');
    await userEvent.click(canvas.getByRole('button', { name: '保存する' }));
    await expect(callsOf(loaded, formFx.update)).toEqual([]);
  },
};

/** A staff member who is neither owner nor sub-owner sees the form read-only, with why. */
export const NotEditable: Story = {
  loaders: [
    formStoryLoader({
      user: {
        id: 30,
        email: 'o@example.go.jp',
        name: '他課 次郎',
        groupId: 6,
        groupName: '税務課',
        type: 'Default',
        workflow: false,
        permissions: [0, 2, 0, 0, 0, 0, 0],
      },
      values: [listed, fulfilled],
      handlers: [[formFx.get, () => aForm]],
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [why] = await canvas.findAllByText(/このフォームを変更できるのは/);
    await expect(why).toBeVisible();
    await expect(canvas.getByRole('button', { name: '受付を終了する' })).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: '保存する' })).toBeNull();
    await expect(fieldNamed(canvasElement, 'フォーム名')).toBeDisabled();
  },
};

/** The picker: names and groups, never ids; the owner and present sub-owners left out. */
export const AddSubOwner: Story = {
  loaders: [
    formStoryLoader({
      values: [listed, fulfilled],
      handlers: [
        [formFx.get, () => aForm],
        [formFx.subOwnerCandidates, () => candidates],
        [formFx.addSubOwner, () => outcome()],
      ],
    }),
  ],
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '共同管理者を追加' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: '共同管理者を追加' });
    await animationsDone(canvasElement.ownerDocument);
    const choice = await within(dialog).findByRole('checkbox', { name: '鈴木 一郎（情報政策課）' });
    await expect(within(dialog).queryByRole('checkbox', { name: '山田 太郎（広報課）' })).toBeNull();
    await expect(within(dialog).queryByRole('checkbox', { name: '佐藤 花子（総務課）' })).toBeNull();
    await userEvent.click(choice);
    await userEvent.click(within(dialog).getByRole('button', { name: '追加' }));
    await waitFor(() =>
      expect(callsOf(loaded, formFx.addSubOwner)).toEqual([{ params: { id: 5 }, body: { subOwner: [4] } }]),
    );
  },
};

/** Closing the picker with accounts picked asks first, as every dialog over a screen does; kept, the picks stay. */
export const AddSubOwnerClosingAsks: Story = {
  loaders: AddSubOwner.loaders,
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '共同管理者を追加' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: '共同管理者を追加' });
    await animationsDone(canvasElement.ownerDocument);
    const choice = await within(dialog).findByRole('checkbox', { name: '鈴木 一郎（情報政策課）' });
    await userEvent.click(choice);
    await userEvent.click(within(dialog).getByRole('button', { name: '閉じる' }));
    const ask = await body(canvasElement).findByRole('alertdialog', { name: '入力した内容を破棄しますか？' });
    await userEvent.click(within(ask).getByRole('button', { name: '入力を続ける' }));
    await waitFor(() => expect(body(canvasElement).queryByRole('alertdialog')).toBeNull());
    await expect(within(dialog).getByRole('checkbox', { name: '鈴木 一郎（情報政策課）' })).toBeChecked();
    await expect(callsOf(loaded, formFx.addSubOwner)).toEqual([]);
  },
};

/** /form/create: nothing chosen, the checks say what is missing before anything is sent. */
export const Create: Story = {
  loaders: [formStoryLoader({ values: [listed, fulfilled] })],
  render: (_, { loaded }) => (
    <PageStory scope={sessionOf(loaded).scope} main path="/form/create">
      <FormCreatePage />
    </PageStory>
  ),
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'フォームの作成' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: '共同管理者' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: '作成する' }));
    await expect(await canvas.findByText('Webサイトを選んでください。')).toBeVisible();
    await expect(callsOf(loaded, formFx.create)).toEqual([]);
  },
};
