import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { formFx } from '../../model/form/index.ts';
import { bareForm, formStoryLoader, fulfilled, listed, outcome } from '../form-shared/story.ts';
import { animationsDone, callsOf, dialogEntries, PageStory, sessionOf } from '../shared/story.tsx';
import { FormDeleteDialog } from './page.tsx';

const meta = {
  title: 'pages/form/FormDeleteDialog',
  component: FormDeleteDialog,
  parameters: { layout: 'fullscreen' },
  render: (_, { loaded }) => (
    <PageStory
      scope={sessionOf(loaded).scope}
      path="/form/:id/delete"
      entries={dialogEntries('/form', '/form/5/delete')}
    >
      <FormDeleteDialog />
    </PageStory>
  ),
} satisfies Meta<typeof FormDeleteDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Says how many answers go with the form, and deletes it. */
export const NamesTheAnswers: Story = {
  loaders: [formStoryLoader({ values: [listed, fulfilled], handlers: [[formFx.remove, () => outcome()]] })],
  play: async ({ canvasElement, loaded }) => {
    const dialog = await body(canvasElement).findByRole('dialog', {
      name: 'フォーム「説明会参加申込」を削除しますか？',
    });
    await animationsDone(canvasElement.ownerDocument);
    await waitFor(() =>
      expect(dialog).toHaveAccessibleDescription(
        'このフォームに届いた回答 12 件も一緒に削除されます。元に戻せません。',
      ),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: '削除する' }));
    await waitFor(() => expect(callsOf(loaded, formFx.remove)).toEqual([{ params: { id: 5 } }]));
    // The dialog closes back to the list; the success message is announced.
    await expect(
      await body(canvasElement).findByText('フォーム「説明会参加申込」を削除しました。'),
    ).toBeInTheDocument();
  },
};

/** A server without answer counts: every answer goes, said without a number. */
export const WithoutCount: Story = {
  loaders: [formStoryLoader({ values: [[listed[0], [{ ...bareForm, id: 5 }]], fulfilled] })],
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', {
      name: 'フォーム「窓口アンケート」を削除しますか？',
    });
    await waitFor(() =>
      expect(dialog).toHaveAccessibleDescription('このフォームに届いた回答もすべて削除されます。元に戻せません。'),
    );
  },
};
