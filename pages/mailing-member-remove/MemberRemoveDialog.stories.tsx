import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { mailingFx } from '../../model/mailing/index.ts';
import { mailingStoryLoader, outcome, someMailings } from '../mailing-shared/story.ts';
import { animationsDone, callsOf, dialogEntries, PageStory, sessionOf } from '../shared/story.tsx';
import { MemberRemoveDialog } from './page.tsx';

const meta = {
  title: 'pages/mailing/MemberRemoveDialog',
  component: MemberRemoveDialog,
  parameters: { layout: 'fullscreen' },
  render: (_, { loaded }) => (
    <PageStory
      scope={sessionOf(loaded).scope}
      path="/mailing/:id/member/remove/:mId"
      entries={dialogEntries('/mailing/1', '/mailing/1/member/remove/3')}
    >
      <MemberRemoveDialog />
    </PageStory>
  ),
} satisfies Meta<typeof MemberRemoveDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opened on its own, it reads the list to name the address; the remove goes, and the list is read again. */
export const RemovesTheAddress: Story = {
  loaders: [
    mailingStoryLoader({
      handlers: [
        [mailingFx.get, () => someMailings[0]],
        [mailingFx.removeMember, () => outcome()],
      ],
    }),
  ],
  play: async ({ canvasElement, loaded }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: '宛先「staff0003@example.go.jp」を削除しますか？',
    });
    await animationsDone(canvasElement.ownerDocument);
    await userEvent.click(within(dialog).getByRole('button', { name: '削除する' }));
    await waitFor(() => expect(callsOf(loaded, mailingFx.removeMember)).toEqual([{ params: { id: 1, memberId: 3 } }]));
    await waitFor(() => expect(callsOf(loaded, mailingFx.get)).toHaveLength(2));
  },
};
