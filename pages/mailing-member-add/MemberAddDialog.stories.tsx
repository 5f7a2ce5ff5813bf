import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { HttpError } from '../../contract/index.ts';
import { outcomeOf } from '../../model/kit/index.ts';
import { mailingFx } from '../../model/mailing/index.ts';
import { fulfilled, listed, mailingStoryLoader, outcome, someMailings } from '../mailing-shared/story.ts';
import { animationsDone, callsOf, dialogEntries, PageStory, sessionOf } from '../shared/story.tsx';
import { MemberAddDialog } from './page.tsx';

const bousai = someMailings[1] as (typeof someMailings)[number];

const meta = {
  title: 'pages/mailing/MemberAddDialog',
  component: MemberAddDialog,
  parameters: { layout: 'fullscreen' },
  render: (_, { loaded }) => (
    <PageStory
      scope={sessionOf(loaded).scope}
      path="/mailing/:id/member"
      entries={dialogEntries('/mailing/2', '/mailing/2/member')}
    >
      <MemberAddDialog />
    </PageStory>
  ),
} satisfies Meta<typeof MemberAddDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** 20 addresses: 16 good, 2 malformed, 1 outside the allowed domains, 1 a duplicate of line 1. */
const twenty = [
  ...Array.from({ length: 16 }, (_, index) => `user${index + 1}@example.go.jp`),
  'user17example.go.jp',
  '山田 <yamada@@example.go.jp>',
  'someone@gmail.com',
  'USER1@example.go.jp',
].join('\n');

const pasted = async (canvasElement: HTMLElement) => {
  const dialog = await body(canvasElement).findByRole('dialog', { name: '「防災情報メール」に宛先を追加' });
  await animationsDone(canvasElement.ownerDocument);
  const field = within(dialog).getByRole('textbox', { name: 'メールアドレス' });
  await userEvent.click(field);
  await userEvent.paste(twenty);
  await within(dialog).findByRole('table', { name: '宛先ごとの確認結果' });
  return dialog;
};

const loader = (handlers: Parameters<typeof mailingStoryLoader>[0] = {}) =>
  mailingStoryLoader({
    values: [listed, fulfilled],
    ...handlers,
    handlers: [[mailingFx.get, () => bousai], ...((handlers.handlers as never[]) ?? [])],
  });

/** Every address with its verdict before anything is saved; the button counts only the addable ones. */
export const PasteShowsEveryVerdict: Story = {
  loaders: [loader()],
  play: async ({ canvasElement, loaded }) => {
    const dialog = await pasted(canvasElement);
    const summary = within(dialog).getByRole('list', { name: '確認結果の件数' });
    await expect(
      within(summary)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '追加できます16 件',
      '許可ドメイン外（追加できます）1 件',
      'メールアドレスの形式が正しくありません2 件',
      '重複しています1 件',
    ]);
    const table = within(dialog).getByRole('table', { name: '宛先ごとの確認結果' });
    const rows = within(table).getAllByRole('row');
    await expect(rows).toHaveLength(21);
    await expect(rows[17]).toHaveTextContent('17user17example.go.jpメールアドレスの形式が正しくありません');
    await expect(rows[18]).toHaveTextContent('18yamada@@example.go.jpメールアドレスの形式が正しくありません');
    await expect(rows[19]).toHaveTextContent('19someone@gmail.com許可ドメイン外（追加できます）');
    await expect(rows[20]).toHaveTextContent('20USER1@example.go.jp重複しています');
    // Only the problems, on request.
    await userEvent.click(within(dialog).getByRole('checkbox', { name: '問題のある宛先だけ表示' }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(5));
    // Nothing was sent yet.
    await expect(callsOf(loaded, mailingFx.addMembers)).toEqual([]);
    await expect(within(dialog).getByRole('button', { name: '17 件を追加する' })).toBeEnabled();
  },
};

/** 「17 件を追加する」 sends the 17 in one call; the result names what the server refused. */
export const AddsAndShowsTheResult: Story = {
  loaders: [
    loader({
      handlers: [
        [
          mailingFx.addMembers,
          () => outcomeOf({ id: 2, added: 16, refused: [{ email: 'someone@gmail.com', verdict: 'refusedDomain' }] }),
        ],
      ],
    }),
  ],
  play: async ({ canvasElement, loaded }) => {
    const dialog = await pasted(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: '17 件を追加する' }));
    await expect(await within(dialog).findByText('16 件を追加し、1 件は追加されませんでした')).toBeVisible();
    const [call] = callsOf(loaded, mailingFx.addMembers) as { body: { emails: string[] } }[];
    await expect(call?.body.emails).toHaveLength(17);
    const results = within(dialog).getByRole('table', { name: '宛先ごとの結果' });
    await expect(within(results).getByText('someone@gmail.com').closest('tr')).toHaveTextContent(
      '追加されませんでした：許可ドメイン外のため追加できません',
    );
  },
};

/** A server without the many-at-once call: the addresses go one by one, with progress. */
export const OneByOneOnAServerWithoutIt: Story = {
  loaders: [
    loader({
      handlers: [
        [
          mailingFx.addMembers,
          () => {
            return outcomeOf(
              new HttpError(501, { error: true, message: '未実装です' }, 'mailing.addMembers', 'Not Implemented'),
            );
          },
        ],
        [mailingFx.addMember, () => outcome()],
      ],
    }),
  ],
  play: async ({ canvasElement, loaded }) => {
    const dialog = await pasted(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: '17 件を追加する' }));
    await expect(await within(dialog).findByText('17 件を追加しました')).toBeVisible();
    await expect(callsOf(loaded, mailingFx.addMember)).toHaveLength(17);
  },
};

/** A CSV with a header row and several columns: the address column of each row, judged the same way. */
export const ReadsACsvFile: Story = {
  loaders: [loader()],
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: '「防災情報メール」に宛先を追加' });
    await animationsDone(canvasElement.ownerDocument);
    const csv =
      '氏名,メールアドレス,所属\n山田 太郎,yamada@example.go.jp,総務課\n佐藤 花子,sato@city.example.lg.jp,広報課\n鈴木 一郎,suzuki@example,防災課\n';
    const input = canvasElement.ownerDocument.querySelector<HTMLInputElement>('input[type="file"]');
    await userEvent.upload(input as HTMLInputElement, new File([csv], 'list.csv', { type: 'text/csv' }));
    await expect(await within(dialog).findByText('「list.csv」を読み込みました。')).toBeVisible();
    const table = await within(dialog).findByRole('table', { name: '宛先ごとの確認結果' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(4));
    const rows = within(table).getAllByRole('row');
    await expect(rows[1]).toHaveTextContent('2yamada@example.go.jp追加できます');
    await expect(rows[2]).toHaveTextContent('3sato@city.example.lg.jp追加できます');
    await expect(rows[3]).toHaveTextContent('4suzuki@exampleメールアドレスの形式が正しくありません');
    await expect(within(dialog).getByRole('button', { name: '2 件を追加する' })).toBeEnabled();
  },
};
