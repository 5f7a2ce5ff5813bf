import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { workflowFx } from '../../model/workflow/index.ts';
import { animationsDone, callsOf, dialogEntries, PageStory, sessionOf } from '../shared/story.tsx';
import { detailOf, fulfilled, listed, outcome, refusal, workflowStoryLoader } from '../workflow/story.ts';
import { WorkflowApproveDialog } from './page.tsx';

const meta = {
  title: 'pages/workflow/WorkflowApproveDialog',
  component: WorkflowApproveDialog,
  parameters: { layout: 'fullscreen' },
  args: { id: 10 },
  render: (args, { loaded }) => (
    <PageStory
      scope={sessionOf(loaded).scope}
      path="/workflow/:id/approve"
      entries={dialogEntries('/workflow', `/workflow/${(args as { id: number }).id}/approve`)}
    >
      <WorkflowApproveDialog />
    </PageStory>
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Approved with an optional comment, the version seen sent with it; the request is read again. */
export const Approves: Story = {
  loaders: [
    workflowStoryLoader({
      values: [listed, fulfilled],
      handlers: [
        [workflowFx.approve, () => outcome({ version: 2 })],
        [workflowFx.get, () => detailOf(10, { status: 'published', version: 2 })],
      ],
    }),
  ],
  play: async ({ canvasElement, loaded }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: '「窓口のご案内」を承認' });
    await animationsDone(canvasElement.ownerDocument);
    await expect(within(dialog).getByText(/承認依頼の版がそのまま公開されます/)).toBeVisible();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'コメント（任意）' }), '確認しました。');
    await userEvent.click(within(dialog).getByRole('button', { name: '承認する' }));
    await waitFor(() =>
      expect(callsOf(loaded, workflowFx.approve)).toEqual([
        { body: { id: 10, comment: '確認しました。', version: 1 } },
      ]),
    );
    await body(canvasElement).findByText('承認依頼「窓口のご案内」を承認しました。');
    await waitFor(() => expect(callsOf(loaded, workflowFx.get)).toEqual([{ params: { id: 10 } }]));
  },
};

/** The server refuses (decided meanwhile): its reason inside, what was typed kept. */
export const Refused: Story = {
  loaders: [
    workflowStoryLoader({
      values: [listed, fulfilled],
      handlers: [
        [workflowFx.approve, () => refusal('「承認待ち」ではない承認依頼は承認できません。')],
        [workflowFx.get, () => detailOf(10)],
      ],
    }),
  ],
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog');
    await animationsDone(canvasElement.ownerDocument);
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'コメント（任意）' }), 'OK');
    await userEvent.click(within(dialog).getByRole('button', { name: '承認する' }));
    await expect(await within(dialog).findByText('「承認待ち」ではない承認依頼は承認できません。')).toBeVisible();
    await expect(within(dialog).getByRole('textbox', { name: 'コメント（任意）' })).toHaveValue('OK');
  },
};

/** Changed after the request: approval is not offered, said why. */
export const Outdated: Story = {
  args: { id: 11 },
  loaders: [workflowStoryLoader({ values: [listed, fulfilled] })],
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: '「避難所一覧」を承認' });
    await animationsDone(canvasElement.ownerDocument);
    await expect(within(dialog).getByText(/再依頼されるまで承認できません/)).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: '承認する' })).toBeDisabled();
  },
};
