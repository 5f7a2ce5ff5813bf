import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { formFx } from '../../model/form/index.ts';
import { formStoryLoader, listed, someForms } from '../form-shared/story.ts';
import { never, PageStory, sessionOf } from '../shared/story.tsx';
import { FormListPage } from './page.tsx';

const meta = {
  title: 'pages/form/FormListPage',
  component: FormListPage,
  parameters: { layout: 'fullscreen' },
  render: (_, { loaded }) => (
    <PageStory scope={sessionOf(loaded).scope} main path="/form">
      <FormListPage />
    </PageStory>
  ),
} satisfies Meta<typeof FormListPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each form with its website, period, status, answers against the limit and sub-owners; a spec-only one degrades. */
export const EveryForm: Story = {
  loaders: [formStoryLoader({ handlers: [[formFx.list, () => someForms]] })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'フォーム' })).toBeVisible();
    const table = await canvas.findByRole('table', { name: 'フォームの一覧' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(4));
    const [, first, second, bare] = within(table).getAllByRole('row') as HTMLElement[];
    await expect(first).toHaveTextContent('説明会参加申込市公式サイト');
    await expect(first).toHaveTextContent('受付中12 / 上限なし佐藤 花子');
    await expect(second).toHaveTextContent('下書き0 / 50');
    // A spec-only form: no count, a status we do not know as it came, no names.
    await expect(bare).toHaveTextContent('窓口アンケート防災ポータル指定なしreviewing— / 100—');
    await expect(canvas.getByRole('link', { name: 'フォームを作成' })).toHaveAttribute('href', '/form/create');
    await userEvent.type(canvas.getByRole('searchbox', { name: 'フォーム名で検索' }), 'アンケート');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    await expect(canvas.getByText('3 件中 2 件を表示')).toBeVisible();
  },
};

/** Without FORM 2 or CMS 2 there is no create link. */
export const ReadOnly: Story = {
  loaders: [
    formStoryLoader({
      user: {
        id: 20,
        email: 'r@example.go.jp',
        name: '閲覧 花子',
        groupId: 5,
        groupName: '広報課',
        type: 'Default',
        workflow: false,
        permissions: [0, 1, 1, 0, 0, 0, 0],
      },
      handlers: [[formFx.list, () => someForms]],
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: '説明会参加申込' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'フォームを作成' })).toBeNull();
  },
};

export const Loading: Story = {
  loaders: [formStoryLoader({ handlers: [[formFx.list, never]] })],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name: 'フォーム' })).toBeVisible();
  },
};

export const Empty: Story = {
  loaders: [formStoryLoader({ values: [[listed[0], []]], handlers: [[formFx.list, () => []]] })],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('フォームはまだありません')).toBeVisible();
  },
};

export const LoadFailed: Story = {
  loaders: [
    formStoryLoader({
      handlers: () => {
        let tries = 0;
        return [
          [
            formFx.list,
            () => {
              tries += 1;
              if (tries === 1) throw new Error('down');
              return someForms;
            },
          ],
        ];
      },
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('フォームの一覧を読み込めませんでした')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '再試行' }));
    await expect(await canvas.findByRole('link', { name: '説明会参加申込' })).toBeVisible();
  },
};
