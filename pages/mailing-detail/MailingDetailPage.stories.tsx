import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { mailingFx } from '../../model/mailing/index.ts';
import { fulfilled, listed, mailingStoryLoader, outcome, someMailings } from '../mailing-shared/story.ts';
import { callsOf, never, PageStory, type StoryOptions, sessionOf } from '../shared/story.tsx';
import { MailingDetailPage } from './page.tsx';

const staff = someMailings[0] as (typeof someMailings)[number];

const meta = {
  title: 'pages/mailing/MailingDetailPage',
  component: MailingDetailPage,
  parameters: { layout: 'fullscreen' },
  render: (_, { loaded }) => (
    <PageStory scope={sessionOf(loaded).scope} main path="/mailing/:id" entries={['/mailing', '/mailing/1']}>
      <MailingDetailPage />
    </PageStory>
  ),
} satisfies Meta<typeof MailingDetailPage>;

export default meta;
type Story = StoryObj<typeof meta>;

type Handlers = Extract<NonNullable<StoryOptions['handlers']>, unknown[]>;
const opened = (handlers: Handlers = []) =>
  mailingStoryLoader({ values: [listed, fulfilled], handlers: [[mailingFx.get, () => staff], ...handlers] });

/** 120 addresses: searched (kana, width and case aside) and shown 50 at a time. */
export const SearchAndPaging: Story = {
  loaders: [opened()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: '職員連絡網' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /メーリングリスト名/ })).toHaveValue('職員連絡網');
    await expect(canvas.getByText('広報課、デジタル推進室')).toBeVisible();
    const table = canvas.getByRole('table', { name: '「職員連絡網」の宛先' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(51));
    await expect(canvas.getByText('120 件')).toBeVisible();
    const pager = canvas.getByRole('navigation', { name: '宛先のページ' });
    await userEvent.click(within(pager).getByRole('button', { name: '3 ページ中 3 ページ目' }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(21));
    await expect(within(table).getAllByRole('row')[1]).toHaveTextContent('staff0101@example.go.jp');
    await expect(
      within(within(table).getAllByRole('row')[1] as HTMLElement).getByRole('link', {
        name: /^削除\s*：staff0101@example.go.jp$/,
      }),
    ).toHaveAttribute('href', '/mailing/1/member/remove/101');
    await userEvent.type(canvas.getByRole('searchbox', { name: 'メールアドレスで検索' }), 'ＳＴＡＦＦ011');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(11));
    await expect(canvas.getByText('120 件中 10 件を表示')).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: '宛先のページ' })).toBeNull();
    await expect(canvas.getByRole('link', { name: '宛先を追加' })).toHaveAttribute('href', '/mailing/1/member');
    await expect(canvas.getByRole('link', { name: '送信できる組織を設定' })).toHaveAttribute(
      'href',
      '/mailing/1/assign',
    );
    await expect(canvas.getByRole('link', { name: 'メーリングリストを削除' })).toHaveAttribute(
      'href',
      '/mailing/1/delete',
    );
  },
};

/** The name is saved with the list's groups and version. */
export const SavesTheName: Story = {
  loaders: [opened([[mailingFx.update, () => outcome({ id: 1, version: 2 })]])],
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    const name = await canvas.findByRole('textbox', { name: /メーリングリスト名/ });
    await userEvent.clear(name);
    await userEvent.type(name, '職員連絡網（全庁）');
    await userEvent.click(canvas.getByRole('button', { name: '保存する' }));
    await waitFor(() =>
      expect(callsOf(loaded, mailingFx.update)).toEqual([
        { params: { id: 1 }, body: { name: '職員連絡網（全庁）', allowGroup: [2, 3], version: 1 } },
      ]),
    );
    await expect(await canvas.findByRole('heading', { level: 1, name: '職員連絡網（全庁）' })).toBeVisible();
  },
};

export const NotFound: Story = {
  loaders: [mailingStoryLoader({ handlers: [[mailingFx.get, () => undefined]] })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'メーリングリストが見つかりません' }),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  loaders: [mailingStoryLoader({ handlers: [[mailingFx.get, never]] })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'メーリングリストを読み込み中' })).toBeVisible();
  },
};

/** Its read fails: said so with a retry, never "not found". */
export const LoadFailed: Story = {
  loaders: [
    mailingStoryLoader({
      handlers: () => {
        let tries = 0;
        return [
          [
            mailingFx.get,
            () => {
              tries += 1;
              if (tries === 1) throw new Error('down');
              return staff;
            },
          ],
        ];
      },
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'メーリングリストを読み込めませんでした' }),
    ).toBeVisible();
    await expect(canvas.queryByText('メーリングリストが見つかりません')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: '再試行' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: '職員連絡網' })).toBeVisible();
  },
};
