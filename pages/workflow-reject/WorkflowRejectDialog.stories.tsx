import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { workflowFx } from '../../model/workflow/index.ts';
import { animationsDone, callsOf, dialogEntries, PageStory, sessionOf } from '../shared/story.tsx';
import { detailOf, fulfilled, listed, outcome, workflowStoryLoader } from '../workflow/story.ts';
import { WorkflowRejectDialog } from './page.tsx';

const meta = {
  title: 'pages/workflow/WorkflowRejectDialog',
  component: WorkflowRejectDialog,
  parameters: { layout: 'fullscreen' },
  args: { id: 10 },
  render: (args, { loaded }) => (
    <PageStory
      scope={sessionOf(loaded).scope}
      path="/workflow/:id/reject"
      entries={dialogEntries('/workflow', `/workflow/${(args as { id: number }).id}/reject`)}
    >
      <WorkflowRejectDialog />
    </PageStory>
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** The reason is required: nothing is sent without it; with it, the rejection goes with the version seen. */
export const ReasonRequired: Story = {
  loaders: [
    workflowStoryLoader({
      values: [listed, fulfilled],
      handlers: [
        [workflowFx.reject, () => outcome({ version: 2 })],
        [workflowFx.get, () => detailOf(10, { status: 'rejected', version: 2 })],
      ],
    }),
  ],
  play: async ({ canvasElement, loaded }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: '「窓口のご案内」を却下' });
    await animationsDone(canvasElement.ownerDocument);
    await userEvent.click(within(dialog).getByRole('button', { name: '却下する' }));
    await expect(await within(dialog).findByText('入力してください。')).toBeVisible();
    await expect(callsOf(loaded, workflowFx.reject)).toEqual([]);
    await userEvent.type(within(dialog).getByRole('textbox', { name: /却下の理由/ }), '掲載の対象外です。');
    await userEvent.click(within(dialog).getByRole('button', { name: '却下する' }));
    await waitFor(() =>
      expect(callsOf(loaded, workflowFx.reject)).toEqual([
        { body: { id: 10, comment: '掲載の対象外です。', version: 1 } },
      ]),
    );
    await body(canvasElement).findByText('承認依頼「窓口のご案内」を却下しました。');
  },
};

/** A request already decided: not offered. */
export const NotAllowed: Story = {
  args: { id: 14 },
  loaders: [workflowStoryLoader({ values: [listed, fulfilled] })],
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: /却下/ });
    await animationsDone(canvasElement.ownerDocument);
    await expect(within(dialog).getByText('この依頼には、いまこの操作はできません。')).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: '却下する' })).toBeDisabled();
  },
};
