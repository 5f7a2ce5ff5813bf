import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { groups } from '../../model/group/index.ts';
import { mailingFx } from '../../model/mailing/index.ts';
import { fulfilled, listed, mailingStoryLoader, outcome, someMailings } from '../mailing-shared/story.ts';
import { animationsDone, callsOf, dialogEntries, PageStory, sessionOf } from '../shared/story.tsx';
import { MailingAssignDialog } from './page.tsx';

const meta = {
  title: 'pages/mailing/MailingAssignDialog',
  component: MailingAssignDialog,
  parameters: { layout: 'fullscreen' },
  render: (_, { loaded }) => (
    <PageStory
      scope={sessionOf(loaded).scope}
      path="/mailing/:id/assign"
      entries={dialogEntries('/mailing/1', '/mailing/1/assign')}
    >
      <MailingAssignDialog />
    </PageStory>
  ),
} satisfies Meta<typeof MailingAssignDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** The groups by name, the list's own ticked; the ticked ones are saved with its name and version. */
export const ByName: Story = {
  loaders: [
    mailingStoryLoader({
      values: [listed, fulfilled],
      handlers: [
        [mailingFx.update, () => outcome({ id: 1, version: 2 })],
        [mailingFx.get, () => ({ ...someMailings[0], allowGroup: [2], version: 2 })],
      ],
    }),
  ],
  play: async ({ canvasElement, loaded }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: '「職員連絡網」の送信できる組織' });
    await animationsDone(canvasElement.ownerDocument);
    await expect(within(dialog).getByRole('checkbox', { name: '広報課' })).toBeChecked();
    await expect(within(dialog).getByRole('checkbox', { name: 'デジタル推進室' })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'デジタル推進室' }));
    await userEvent.click(within(dialog).getByRole('button', { name: '保存する' }));
    await waitFor(() =>
      expect(callsOf(loaded, mailingFx.update)).toEqual([
        { params: { id: 1 }, body: { name: '職員連絡網', allowGroup: [2], version: 1 } },
      ]),
    );
  },
};

/** Without the group list (not readable here), the groups are shown by their ids. */
export const ByIdWithoutTheGroupList: Story = {
  loaders: [
    mailingStoryLoader({
      values: [listed, fulfilled, [groups.$items, []]],
      handlers: [
        [mailingFx.update, () => outcome({ id: 1, version: 2 })],
        [mailingFx.get, () => ({ ...someMailings[0], allowGroup: [2, 3, 5], version: 2 })],
      ],
    }),
  ],
  play: async ({ canvasElement, loaded }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: '「職員連絡網」の送信できる組織' });
    await animationsDone(canvasElement.ownerDocument);
    await expect(within(dialog).getByText('組織の一覧を読み込めないため、組織を番号で表示しています。')).toBeVisible();
    await expect(within(dialog).getByRole('checkbox', { name: '組織 #2' })).toBeChecked();
    await expect(within(dialog).getByRole('checkbox', { name: '組織 #3' })).toBeChecked();
    await userEvent.type(within(dialog).getByRole('textbox', { name: '組織の番号' }), '５{Enter}');
    await expect(await within(dialog).findByRole('checkbox', { name: '組織 #5' })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: '保存する' }));
    await waitFor(() =>
      expect(callsOf(loaded, mailingFx.update)).toEqual([
        { params: { id: 1 }, body: { name: '職員連絡網', allowGroup: [2, 3, 5], version: 1 } },
      ]),
    );
  },
};
