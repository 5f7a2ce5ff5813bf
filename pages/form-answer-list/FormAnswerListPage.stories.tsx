import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { FormAnswerSummary } from '../../contract/formAnswer.ts';
import { aFormAnswerSummary } from '../../contract/testing/examples.ts';
import { formAnswerFx } from '../../model/formAnswer/index.ts';
import { formStoryLoader } from '../form-shared/story.ts';
import { never, PageStory, type StoryOptions, sessionOf } from '../shared/story.tsx';
import { FormAnswerListPage } from './page.tsx';

const meta = {
  title: 'pages/form-answer/FormAnswerListPage',
  component: FormAnswerListPage,
  parameters: { layout: 'fullscreen' },
  render: (_, { loaded }) => (
    <PageStory scope={sessionOf(loaded).scope} main path="/form-answer">
      <FormAnswerListPage />
    </PageStory>
  ),
} satisfies Meta<typeof FormAnswerListPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every form answer effect replaced (and the form ones, by the form loader): none reaches a network. */
const answerListLoader = (options: StoryOptions = {}) =>
  formStoryLoader({ ...options, replaced: Object.values(formAnswerFx) });

const summaries: FormAnswerSummary[] = [
  aFormAnswerSummary,
  {
    formId: 6,
    formName: '職員アンケート',
    total: 1234,
    notDownloaded: 0,
    lastAnsweredAt: '2026-11-20T01:02:03.000Z',
  },
  { formId: 7, formName: '窓口アンケート', total: 0, notDownloaded: 0, lastAnsweredAt: null },
];

const tableIn = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('table', { name: 'フォーム回答の一覧' });

/** Each form with its answers, those not yet downloaded and the last one's time in Japan; search narrows. */
export const EveryForm: Story = {
  loaders: [answerListLoader({ handlers: [[formAnswerFx.list, () => summaries]] })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'フォーム回答' })).toBeVisible();
    const table = await tableIn(canvasElement);
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(4));
    const [, first, second, none] = within(table).getAllByRole('row') as HTMLElement[];
    await expect(first).toHaveTextContent('説明会参加申込12 件3 件2025/04/01 18:00:00');
    await expect(second).toHaveTextContent('職員アンケート1,234 件0 件2026/11/20 10:02:03');
    // No answer yet: no time.
    await expect(none).toHaveTextContent('窓口アンケート0 件0 件—');
    await expect(within(table).getByRole('link', { name: '説明会参加申込' })).toHaveAttribute('href', '/form-answer/5');
    await expect(canvas.getByText('3 件', { selector: '[aria-live]' })).toBeVisible();

    await userEvent.type(canvas.getByRole('searchbox', { name: 'フォーム名で検索' }), 'アンケート');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    await expect(canvas.getByText('3 件中 2 件を表示')).toBeVisible();
    await expect(within(table).queryByRole('link', { name: '説明会参加申込' })).toBeNull();

    await userEvent.clear(canvas.getByRole('searchbox', { name: 'フォーム名で検索' }));
    await userEvent.type(canvas.getByRole('searchbox', { name: 'フォーム名で検索' }), '該当なし');
    await expect(await canvas.findByText('検索に合うフォームはありません')).toBeVisible();
  },
};

export const Loading: Story = {
  loaders: [answerListLoader({ handlers: [[formAnswerFx.list, never]] })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'フォーム回答' })).toBeVisible();
    await expect(canvas.queryByText('回答を見られるフォームはありません')).toBeNull();
  },
};

/** No form whose answers the user may read. */
export const Empty: Story = {
  loaders: [answerListLoader({ handlers: [[formAnswerFx.list, () => []]] })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('回答を見られるフォームはありません')).toBeVisible();
    await expect(canvas.getByText('0 件')).toBeVisible();
  },
};

/** The first read fails: 再試行 reads again. */
export const LoadFailed: Story = {
  loaders: [
    answerListLoader({
      handlers: () => {
        let tries = 0;
        return [
          [
            formAnswerFx.list,
            () => {
              tries += 1;
              if (tries === 1) throw new Error('down');
              return summaries;
            },
          ],
        ];
      },
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('フォーム回答の一覧を読み込めませんでした')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '再試行' }));
    await expect(await canvas.findByRole('link', { name: '説明会参加申込' })).toBeVisible();
    await expect(canvas.queryByText('フォーム回答の一覧を読み込めませんでした')).toBeNull();
  },
};
