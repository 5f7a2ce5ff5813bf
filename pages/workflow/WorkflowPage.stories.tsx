import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { workflowFx } from '../../model/workflow/index.ts';
import { animationsDone, callsOf, never, PageStory, type StoryOptions, sessionOf } from '../shared/story.tsx';
import { WorkflowPage } from './page.tsx';
import {
  detailOf,
  detailWithoutPreviewsOf,
  flagOnlyApprover,
  fulfilled,
  listed,
  outcome,
  refusal,
  someRequests,
  workflowStoryLoader,
} from './story.ts';

const meta = {
  title: 'pages/workflow/WorkflowPage',
  component: WorkflowPage,
  parameters: { layout: 'fullscreen' },
  args: { entry: '/workflow' },
  render: (args, { loaded }) => (
    <PageStory scope={sessionOf(loaded).scope} main path="/workflow" entries={[(args as { entry: string }).entry]}>
      <WorkflowPage />
    </PageStory>
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const getById = ({ params }: { params: { id: number } }) => detailOf(params.id);

/** The queue loaded, with a request chosen: `get` answers its detail; `more` answers the rest. */
type Answers = Extract<NonNullable<StoryOptions['handlers']>, readonly unknown[]>;
const chosenLoader = (get: Answers[number][1], more: Answers = []) =>
  workflowStoryLoader({
    values: [listed, fulfilled],
    handlers: [[workflowFx.list, () => someRequests], [workflowFx.get, get], ...more],
  });

/** A request whose step only its requester approves: nobody can decide it, and the screen says what to do. */
export const NobodyCanApprove: Story = {
  args: { entry: '/workflow?id=10' },
  loaders: [
    chosenLoader(() => detailOf(10, { waitingFor: [], mayApprove: false, mayRemand: false, mayReject: false })),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('この承認段階で承認できる承認者がいません')).toBeVisible();
    await expect(canvas.getByText('依頼者自身は承認できません', { exact: false })).toHaveTextContent(
      '承認者管理で、このWebサイトの承認者を追加してください。',
    );
    await expect(canvas.queryByRole('link', { name: '承認する' })).toBeNull();
  },
};

/** The queue: state, kind, website, page, requester, who is waited for, when; an outdated request marked. */
export const Queue: Story = {
  loaders: [workflowStoryLoader({ handlers: [[workflowFx.list, () => someRequests]] })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'ワークフロー' })).toBeVisible();
    const table = await canvas.findByRole('table', { name: '承認依頼の一覧' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(6));
    const [header, first, outdated, , , republish] = within(table).getAllByRole('row') as HTMLElement[];
    await expect(header).toHaveTextContent('状態種類Webサイトページ依頼者承認者（待ち）依頼日時');
    await expect(first).toHaveTextContent('承認待ち通常本庁サイト窓口のご案内山田 太郎管理 太郎');
    await expect(outdated).toHaveTextContent('承認待ち依頼後に変更あり');
    await expect(republish).toHaveTextContent('公開済み再公開本庁サイトWebサイト全体');
    await expect(canvas.getByText('選んだ承認依頼', { exact: false })).toBeVisible();
    await expect(canvas.getByText('5 件')).toBeVisible();
  },
};

/** Mine to approve, mine requested, a state, a website: the queue narrows; an empty result says so. */
export const Filters: Story = {
  loaders: [workflowStoryLoader({ handlers: [[workflowFx.list, () => someRequests]] })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = body(canvasElement);
    const table = await canvas.findByRole('table', { name: '承認依頼の一覧' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(6));
    await userEvent.click(canvas.getByRole('combobox', { name: '対象' }));
    await userEvent.click(await page.findByRole('option', { name: '自分が承認するもの' }));
    await waitFor(() => expect(canvas.getByText('5 件中 2 件を表示')).toBeVisible());
    await userEvent.click(canvas.getByRole('combobox', { name: '対象' }));
    await userEvent.click(await page.findByRole('option', { name: '自分の承認依頼' }));
    await waitFor(() => expect(canvas.getByText('5 件中 2 件を表示')).toBeVisible());
    await userEvent.click(canvas.getByRole('combobox', { name: 'Webサイト' }));
    await userEvent.click(await page.findByRole('option', { name: '防災情報サイト' }));
    await expect(await canvas.findByText('条件に合う承認依頼はありません')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '絞り込みを解除' }));
    await waitFor(() => expect(canvas.getByText('5 件')).toBeVisible());
    await animationsDone(canvasElement.ownerDocument);
  },
};

/**
 * A request chosen (`?id=`): its diff (公開中 against 依頼内容), both previews (as the server composed them, in the
 * website's theme and the page's template), its history, and approve and
 * reject as links to their dialog routes over this page; remand as a dialog of the page, its reason required.
 */
export const ChosenForApproval: Story = {
  args: { entry: '/workflow?id=10' },
  loaders: [chosenLoader(getById, [[workflowFx.remand, () => outcome()]])],
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: /窓口のご案内/ })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '窓口のご案内' })).toHaveAttribute('aria-current', 'true');
    await expect(await canvas.findByRole('region', { name: 'HTMLの差分' })).toBeVisible();
    await expect(canvas.getByTitle('公開中のプレビュー: 窓口のご案内')).toBeInTheDocument();
    await expect(canvas.getByTitle('依頼内容のプレビュー: 窓口のご案内')).toBeInTheDocument();
    const history = canvas.getByRole('region', { name: '履歴' });
    await expect(history).toHaveTextContent('承認依頼山田 太郎');
    await expect(canvas.getByRole('link', { name: '承認する' })).toHaveAttribute('href', '/workflow/10/approve');
    await expect(canvas.getByRole('link', { name: '却下する' })).toHaveAttribute('href', '/workflow/10/reject');
    await expect(canvas.queryByRole('button', { name: '再依頼する' })).toBeNull();

    await userEvent.click(canvas.getByRole('button', { name: '差し戻す' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: '「窓口のご案内」を差し戻し' });
    await animationsDone(canvasElement.ownerDocument);
    await userEvent.click(within(dialog).getByRole('button', { name: '差し戻す' }));
    await expect(await within(dialog).findByText('入力してください。')).toBeVisible();
    await expect(callsOf(loaded, workflowFx.remand)).toEqual([]);
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /差し戻しの理由/ }),
      '表に見出しを付けてください。',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: '差し戻す' }));
    await waitFor(() =>
      expect(callsOf(loaded, workflowFx.remand)).toEqual([
        { body: { id: 10, comment: '表に見出しを付けてください。', version: 1 } },
      ]),
    );
    await body(canvasElement).findByText('承認依頼「窓口のご案内」を差し戻しました。');
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
  },
};

/** A server that composes no preview (an agency's): both previews are the page alone, still side by side. */
export const PreviewsOfThePageAlone: Story = {
  args: { entry: '/workflow?id=10' },
  loaders: [chosenLoader(({ params }: { params: { id: number } }) => detailWithoutPreviewsOf(params.id))],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: /窓口のご案内/ })).toBeVisible();
    await expect(canvas.getByTitle('公開中のプレビュー: 窓口のご案内')).toBeInTheDocument();
    await expect(canvas.getByTitle('依頼内容のプレビュー: 窓口のご案内')).toBeInTheDocument();
  },
};

/** Changed after it was requested: marked, approval not offered (remand and reject still are). */
export const Outdated: Story = {
  args: { entry: '/workflow?id=11' },
  loaders: [chosenLoader(getById)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: /避難所一覧/ })).toBeVisible();
    await expect(canvas.getByText(/再依頼されるまで承認できません/)).toBeVisible();
    await expect(canvas.queryByRole('link', { name: '承認する' })).toBeNull();
    await expect(canvas.getByRole('button', { name: '差し戻す' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '却下する' })).toBeVisible();
  },
};

/** The requester's remanded request: the approver's comment, and 再依頼 (a dialog of the page, comment optional). */
export const RemandedForTheRequester: Story = {
  args: { entry: '/workflow?id=13' },
  loaders: [chosenLoader(getById, [[workflowFx.resubmit, () => outcome()]])],
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: /採用情報/ })).toBeVisible();
    await expect(canvas.getByText('表に見出しを付けてください。', { selector: 'dd' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: '承認する' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: '再依頼する' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: '「採用情報」を再依頼' });
    await animationsDone(canvasElement.ownerDocument);
    await userEvent.click(within(dialog).getByRole('button', { name: '再依頼する' }));
    await waitFor(() =>
      expect(callsOf(loaded, workflowFx.resubmit)).toEqual([{ body: { id: 13, comment: '', version: 1 } }]),
    );
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
  },
};

/** An approver without the dialog routes' level (spec §2.3): approve opens as a dialog of the page; a refusal stays in it. */
export const ApproverWithoutConfig: Story = {
  args: { entry: '/workflow?id=10' },
  loaders: [
    workflowStoryLoader({
      user: flagOnlyApprover,
      values: [listed, fulfilled],
      handlers: [
        [workflowFx.list, () => someRequests],
        [workflowFx.get, getById],
        [workflowFx.approve, () => refusal('他の人が先にこの承認依頼を更新しました。', { stale: true })],
      ],
    }),
  ],
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: /窓口のご案内/ })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '承認する' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: '「窓口のご案内」を承認' });
    await animationsDone(canvasElement.ownerDocument);
    await userEvent.click(within(dialog).getByRole('button', { name: '承認する' }));
    await expect(await within(dialog).findByText('他の人が先にこの承認依頼を更新しました。')).toBeVisible();
    await expect(callsOf(loaded, workflowFx.approve)).toHaveLength(1);
  },
};

export const Empty: Story = {
  loaders: [workflowStoryLoader({ handlers: [[workflowFx.list, () => []]] })],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('承認依頼はありません')).toBeVisible();
  },
};

export const Loading: Story = {
  loaders: [workflowStoryLoader({ handlers: [[workflowFx.list, never]] })],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('承認依頼を読み込み中')).toBeInTheDocument();
  },
};

export const LoadFailed: Story = {
  loaders: [
    workflowStoryLoader({
      handlers: [
        [
          workflowFx.list,
          () => {
            throw new Error('down');
          },
        ],
      ],
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('承認依頼を読み込めませんでした')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '再試行' })).toBeVisible();
  },
};

/** A request named in the URL that is not there (deleted, or not the caller's to see). */
export const ChosenGone: Story = {
  args: { entry: '/workflow?id=99' },
  loaders: [chosenLoader(() => undefined)],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('この承認依頼は見つかりません')).toBeVisible();
  },
};
