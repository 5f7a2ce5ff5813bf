import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { themeFx } from '../../model/cms/index.ts';
import { cmsStoryLoader, outcome, someThemes } from '../cms-shared/story.ts';
import { animationsDone, callsOf, dialogEntries, PageStory, sessionOf } from '../shared/story.tsx';
import { ThemeCreateDialog } from './page.tsx';

const meta = {
  title: 'pages/cms/ThemeCreateDialog',
  component: ThemeCreateDialog,
  parameters: { layout: 'fullscreen' },
  render: (_, { loaded }) => (
    <PageStory
      scope={sessionOf(loaded).scope}
      path="/cms/theme/create"
      entries={dialogEntries('/cms/theme', '/cms/theme/create')}
    >
      <ThemeCreateDialog />
    </PageStory>
  ),
} satisfies Meta<typeof ThemeCreateDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** An empty name is refused before sending; a name is sent trimmed and the dialog closes. */
export const CreatesByName: Story = {
  loaders: [
    cmsStoryLoader({
      handlers: [
        [themeFx.create, () => outcome({ id: 3, version: 1 })],
        [themeFx.get, () => ({ ...someThemes[0], id: 3, name: '秋のテーマ' })],
      ],
    }),
  ],
  play: async ({ canvasElement, loaded }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'テーマの作成' });
    await animationsDone(canvasElement.ownerDocument);
    await userEvent.click(within(dialog).getByRole('button', { name: 'テーマを作成' }));
    await expect(await within(dialog).findByText(/入力してください/)).toBeVisible();
    await expect(callsOf(loaded, themeFx.create)).toEqual([]);
    await userEvent.type(within(dialog).getByRole('textbox', { name: /名前/ }), ' 秋のテーマ ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'テーマを作成' }));
    await waitFor(() => expect(callsOf(loaded, themeFx.create)).toEqual([{ body: { name: '秋のテーマ' } }]));
    await expect(await within(canvasElement).findByTestId('location')).toHaveTextContent('/cms/theme');
  },
};

/** The server refuses (a taken name): its words inside the dialog, the name kept. */
export const RefusalInside: Story = {
  loaders: [
    cmsStoryLoader({
      handlers: [
        [
          themeFx.create,
          () => outcome({ ok: false, message: '「防災テーマ」というテーマはすでにあります。別の名前にしてください。' }),
        ],
      ],
    }),
  ],
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'テーマの作成' });
    const name = within(dialog).getByRole('textbox', { name: /名前/ });
    await userEvent.type(name, '防災テーマ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'テーマを作成' }));
    await expect(await within(dialog).findByText(/すでにあります/)).toBeVisible();
    await expect(name).toHaveValue('防災テーマ');
    await animationsDone(canvasElement.ownerDocument);
  },
};
