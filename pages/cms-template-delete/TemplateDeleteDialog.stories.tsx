import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { templateFx } from '../../model/cms/index.ts';
import { cmsStoryLoader, outcome, someTemplates } from '../cms-shared/story.ts';
import { animationsDone, callsOf, dialogEntries, never, PageStory, sessionOf } from '../shared/story.tsx';
import { TemplateDeleteDialog } from './page.tsx';

const meta = {
  title: 'pages/cms/TemplateDeleteDialog',
  component: TemplateDeleteDialog,
  parameters: { layout: 'fullscreen' },
  render: (_, { loaded }) => (
    <PageStory
      scope={sessionOf(loaded).scope}
      path="/cms/template/:id/delete"
      entries={dialogEntries('/cms/template', '/cms/template/3/delete')}
    >
      <TemplateDeleteDialog />
    </PageStory>
  ),
} satisfies Meta<typeof TemplateDeleteDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** The confirmation names the template; the delete goes and the dialog closes back to the list. */
export const DeletesAfterConfirming: Story = {
  loaders: [
    cmsStoryLoader({
      handlers: [
        [templateFx.list, () => someTemplates],
        [templateFx.remove, () => outcome({ id: 3 })],
      ],
    }),
  ],
  play: async ({ canvasElement, loaded }) => {
    const dialog = await body(canvasElement).findByRole('dialog', {
      name: 'テンプレート「イベント告知（作成中）」を削除しますか？',
    });
    await animationsDone(canvasElement.ownerDocument);
    await userEvent.click(within(dialog).getByRole('button', { name: '削除する' }));
    await waitFor(() => expect(callsOf(loaded, templateFx.remove)).toEqual([{ params: { id: 3 } }]));
    await expect(await within(canvasElement).findByTestId('location')).toHaveTextContent('/cms/template');
  },
};

/** While the list loads nothing is offered: the dialog says it is loading. */
export const OffersNothingWhileLoading: Story = {
  loaders: [cmsStoryLoader({ handlers: [[templateFx.list, never]] })],
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'テンプレートを読み込み中' });
    await expect(within(dialog).getByRole('button', { name: '削除する' })).toBeDisabled();
    await animationsDone(canvasElement.ownerDocument);
  },
};
