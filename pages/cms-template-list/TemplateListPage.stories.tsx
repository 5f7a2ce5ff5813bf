import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { templateFx } from '../../model/cms/index.ts';
import { cmsStoryLoader, outcome, someTemplates } from '../cms-shared/story.ts';
import { callsOf, never, PageStory, sessionOf } from '../shared/story.tsx';
import { TemplateListPage } from './page.tsx';

const meta = {
  title: 'pages/cms/TemplateListPage',
  component: TemplateListPage,
  parameters: { layout: 'fullscreen' },
  render: (_, { loaded }) => (
    <PageStory scope={sessionOf(loaded).scope} main path="/cms/template">
      <TemplateListPage />
    </PageStory>
  ),
} satisfies Meta<typeof TemplateListPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each template's active switch sends at once (spec §4); the row shows the state the server took. */
export const TogglesActiveFromTheRow: Story = {
  loaders: [
    cmsStoryLoader({
      handlers: [
        [templateFx.list, () => someTemplates],
        [templateFx.setActive, () => outcome({ id: 3 })],
      ],
    }),
  ],
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'テンプレートの一覧' });
    const draft = await within(table).findByRole('checkbox', { name: /イベント告知（作成中）/ });
    await expect(draft).not.toBeChecked();
    await expect(within(table).getByRole('checkbox', { name: /標準ページ/ })).toBeChecked();
    draft.focus();
    await userEvent.keyboard(' ');
    await waitFor(() =>
      expect(callsOf(loaded, templateFx.setActive)).toEqual([{ params: { id: 3 }, body: { active: true } }]),
    );
    await waitFor(() => expect(draft).toBeChecked());
    // Said in the message overlay (spec §2.7).
    const messages = await within(canvasElement.ownerDocument.body).findByRole('region', { name: 'メッセージ' });
    await expect(
      await within(messages).findByText('テンプレート「イベント告知（作成中）」を有効にしました。'),
    ).toBeInTheDocument();
  },
};

/** Keyboard: the switch is reached with Tab and toggled with Space. */
export const TogglesWithTheKeyboard: Story = {
  loaders: [
    cmsStoryLoader({
      handlers: [
        [templateFx.list, () => someTemplates],
        [templateFx.setActive, () => outcome({ id: 1 })],
      ],
    }),
  ],
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    const box = await canvas.findByRole('checkbox', { name: /標準ページ/ });
    box.focus();
    await userEvent.keyboard(' ');
    await waitFor(() =>
      expect(callsOf(loaded, templateFx.setActive)).toEqual([{ params: { id: 1 }, body: { active: false } }]),
    );
  },
};

/** CMS 1 reads the templates; switches are read-only and nothing to create or delete is offered. */
export const ReadOnlyBelowCms4: Story = {
  loaders: [
    cmsStoryLoader({
      user: {
        id: 9,
        email: 'r@example.go.jp',
        name: '閲覧 花子',
        groupId: 9,
        groupName: '閲覧',
        type: 'Default',
        workflow: false,
        permissions: [1, 0, 0, 0, 0, 0, 0],
      },
      handlers: [[templateFx.list, () => someTemplates]],
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('checkbox', { name: /標準ページ/ })).toBeDisabled();
    await expect(canvas.getByText(/CMSの権限レベル4以上が必要です/)).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'テンプレートを作成' })).toBeNull();
  },
};

export const Loading: Story = {
  loaders: [cmsStoryLoader({ handlers: [[templateFx.list, never]] })],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('テンプレートを読み込み中');
  },
};
