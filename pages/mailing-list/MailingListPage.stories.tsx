import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { mailingFx } from '../../model/mailing/index.ts';
import { listed, mailingStoryLoader, someMailings } from '../mailing-shared/story.ts';
import { never, PageStory, sessionOf } from '../shared/story.tsx';
import { MailingListPage } from './page.tsx';

const meta = {
  title: 'pages/mailing/MailingListPage',
  component: MailingListPage,
  parameters: { layout: 'fullscreen' },
  render: (_, { loaded }) => (
    <PageStory scope={sessionOf(loaded).scope} main path="/mailing">
      <MailingListPage />
    </PageStory>
  ),
} satisfies Meta<typeof MailingListPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each list with its type, how many addresses, and the groups that may send to it by name. */
export const EveryList: Story = {
  loaders: [mailingStoryLoader({ handlers: [[mailingFx.list, () => someMailings]] })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'メーリングリスト' })).toBeVisible();
    const table = await canvas.findByRole('table', { name: 'メーリングリストの一覧' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(4));
    const [header, staff, bousai, council] = within(table).getAllByRole('row') as HTMLElement[];
    await expect(header).toHaveTextContent('メーリングリスト名種類宛先の数送信できる組織');
    await expect(staff).toHaveTextContent('職員連絡網職員向け120広報課、デジタル推進室');
    await expect(bousai).toHaveTextContent('防災情報メール外部向け1（なし：システム管理の組織だけが送信できます）');
    // A type this console does not know is shown raw; a group not in the list by its id.
    await expect(council).toHaveTextContent('議会連絡council0組織 #99');
    await expect(within(staff as HTMLElement).getByRole('link', { name: '職員連絡網' })).toHaveAttribute(
      'href',
      '/mailing/1',
    );
    await expect(within(staff as HTMLElement).getByRole('link', { name: '「職員連絡網」を削除' })).toHaveAttribute(
      'href',
      '/mailing/1/delete',
    );
    await expect(canvas.getByRole('link', { name: 'メーリングリストを作成' })).toHaveAttribute(
      'href',
      '/mailing/create',
    );
    await userEvent.type(canvas.getByRole('searchbox', { name: 'メーリングリスト名で検索' }), 'ぼうさい');
    await expect(canvas.getByText('3 件中 0 件を表示')).toBeVisible();
    await userEvent.clear(canvas.getByRole('searchbox', { name: 'メーリングリスト名で検索' }));
    await userEvent.type(canvas.getByRole('searchbox', { name: 'メーリングリスト名で検索' }), '防災');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
  },
};

export const Loading: Story = {
  loaders: [mailingStoryLoader({ handlers: [[mailingFx.list, never]] })],
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { level: 1, name: 'メーリングリスト' }),
    ).toBeVisible();
  },
};

export const Empty: Story = {
  loaders: [mailingStoryLoader({ values: [[listed[0], []]], handlers: [[mailingFx.list, () => []]] })],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('メーリングリストはまだありません')).toBeVisible();
  },
};

export const LoadFailed: Story = {
  loaders: [
    mailingStoryLoader({
      handlers: () => {
        let tries = 0;
        return [
          [
            mailingFx.list,
            () => {
              tries += 1;
              if (tries === 1) throw new Error('down');
              return someMailings;
            },
          ],
        ];
      },
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('メーリングリストの一覧を読み込めませんでした')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '再試行' }));
    await expect(await canvas.findByRole('link', { name: '職員連絡網' })).toBeVisible();
  },
};
