import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { groupFx, groups } from '../../model/group/index.ts';
import {
  digitalManager,
  groupStoryLoader,
  kohoManager,
  outcome,
  refusal,
  signedInAs,
  someAccounts,
  someGroups,
} from '../group-shared/story.ts';
import { animationsDone, callsOf, dialogEntries, PageStory, sessionOf } from '../shared/story.tsx';
import { AccountChangeGroupDialog } from './page.tsx';

const meta = {
  title: 'pages/group/AccountChangeGroupDialog',
  component: AccountChangeGroupDialog,
  parameters: { layout: 'fullscreen' },
  render: (_, { loaded }) => (
    <PageStory
      scope={sessionOf(loaded).scope}
      main
      path="/group/:gId/:id/change-group"
      entries={dialogEntries('/group/2', '/group/2/8/change-group')}
    >
      <AccountChangeGroupDialog />
    </PageStory>
  ),
} satisfies Meta<typeof AccountChangeGroupDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const answering = (answer: () => unknown) =>
  groupStoryLoader({
    values: [
      [groups.$items, someGroups],
      [groups.$status, 'fulfilled'],
    ],
    handlers: [
      [groupFx.changeAccountGroup, answer],
      [groupFx.listAccounts, () => someAccounts],
      // The groups involved are read again (their member counts changed).
      [groupFx.get, ({ params }: { params: { id: number } }) => someGroups.find((group) => group.id === params.id)],
    ],
  });

const openDialog = async (canvasElement: HTMLElement) => {
  const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: '所属組織の変更' });
  await within(dialog).findByRole('combobox', { name: '移動先の組織' });
  await animationsDone(canvasElement.ownerDocument);
  return dialog;
};

const choose = async (dialog: HTMLElement, name: string) => {
  await userEvent.click(within(dialog).getByRole('combobox', { name: '移動先の組織' }));
  const listbox = await within(dialog).findByRole('listbox');
  await userEvent.click(within(listbox).getByRole('option', { name }));
};

export const MovesToTheChosenGroup: Story = {
  loaders: [answering(() => outcome({ id: 8, version: 5, message: 'アカウントを「デジタル推進室」へ移動しました。' }))],
  play: async ({ canvasElement, loaded }) => {
    const dialog = await openDialog(canvasElement);
    await expect(dialog).toHaveAccessibleDescription('アカウント「記事 一郎」の所属を「広報課」から変更します。');
    await userEvent.click(within(dialog).getByRole('combobox', { name: '移動先の組織' }));
    const listbox = await within(dialog).findByRole('listbox');
    // The current group is shown but cannot be chosen.
    await expect(within(listbox).getByRole('option', { name: '広報課（現在の所属）' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.click(within(listbox).getByRole('option', { name: 'デジタル推進室' }));
    await userEvent.click(within(dialog).getByRole('button', { name: '変更する' }));
    // The move names the account's version as the group's list has it.
    await expect(await within(canvasElement).findByTestId('location')).toHaveTextContent('/group/2');
    await expect(callsOf(loaded, groupFx.changeAccountGroup)).toEqual([
      { params: { id: 8 }, body: { groupId: 3, version: 4 } },
    ]);
    const message = await within(canvasElement.ownerDocument.body).findByText(
      'アカウント「記事 一郎」を「デジタル推進室」へ移動しました。',
    );
    await waitFor(() => expect(message).toBeVisible());
  },
};

export const RefusalShownInline: Story = {
  loaders: [answering(() => refusal('システム管理組織のアカウントは、システム管理組織の人だけが追加・変更できます。'))],
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await choose(dialog, 'システム管理');
    await userEvent.click(within(dialog).getByRole('button', { name: '変更する' }));
    const alert = await within(dialog).findByRole('alert');
    await expect(alert).toHaveTextContent('変更できませんでした');
    await expect(alert).toHaveTextContent('システム管理組織の人だけが追加・変更できます。');
    await expect(within(dialog).getByRole('combobox', { name: '移動先の組織' })).toHaveTextContent('システム管理');
  },
};

const asManager = (user: typeof kohoManager) =>
  groupStoryLoader({
    values: [[groups.$items, someGroups], [groups.$status, 'fulfilled'], signedInAs(user)],
    handlers: [
      [groupFx.listAccounts, () => someAccounts],
      [groupFx.get, ({ params }: { params: { id: number } }) => someGroups.find((group) => group.id === params.id)],
    ],
  });

/** Groups above the manager's rights, and the super group, are listed but cannot be chosen (contract/authority.ts). */
export const GroupsAboveTheUserCannotBeChosen: Story = {
  loaders: [asManager(kohoManager)],
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    const target = within(dialog).getByRole('combobox', { name: '移動先の組織' });
    await expect(target).toHaveAccessibleDescription(
      '自分より高い権限レベルを持つ組織と、システム管理組織は選べません。',
    );
    await userEvent.click(target);
    const listbox = await within(dialog).findByRole('listbox');
    for (const name of ['システム管理（選べません）', 'デジタル推進室（選べません）', 'こども家庭課（選べません）']) {
      await expect(within(listbox).getByRole('option', { name })).toHaveAttribute('aria-disabled', 'true');
    }
    await expect(within(listbox).getByRole('option', { name: 'ＩＴ政策課' })).not.toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/** An account of a group above the manager's rights is not moved at all: the dialog says why. */
export const NotOfferedForAGroupAboveTheUser: Story = {
  loaders: [asManager(digitalManager)],
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: '所属組織の変更' });
    const title = await within(dialog).findByText('このアカウントの所属組織は変更できません');
    await animationsDone(canvasElement.ownerDocument);
    await expect(title).toBeVisible();
    await expect(within(dialog).getByText(/自分より高い権限レベルを持つ組織のアカウントは/)).toBeVisible();
    await expect(within(dialog).queryByRole('combobox', { name: '移動先の組織' })).toBeNull();
    await expect(within(dialog).getByRole('button', { name: '変更する' })).toBeDisabled();
  },
};
