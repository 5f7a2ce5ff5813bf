import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { groupFx, groups } from '../../model/group/index.ts';
import {
  aGroup,
  digitalManager,
  groupStoryLoader,
  outcome,
  refusal,
  signedInAs,
  someAccounts,
  someGroups,
} from '../group-shared/story.ts';
import { animationsDone, callsOf, dialogEntries, PageStory, sessionOf } from '../shared/story.tsx';
import { AccountCreateDialog } from './page.tsx';

const meta = {
  title: 'pages/group/AccountCreateDialog',
  component: AccountCreateDialog,
  parameters: { layout: 'fullscreen' },
  render: (_, { loaded }) => (
    <PageStory
      scope={sessionOf(loaded).scope}
      main
      path="/group/:id/account/create"
      entries={dialogEntries('/group/2', '/group/2/account/create')}
    >
      <AccountCreateDialog />
    </PageStory>
  ),
} satisfies Meta<typeof AccountCreateDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const answering = (answer: () => unknown) =>
  groupStoryLoader({
    values: [
      [groups.$items, someGroups],
      [groups.$status, 'fulfilled'],
    ],
    handlers: [
      [groupFx.createAccount, answer],
      [groupFx.listAccounts, () => someAccounts],
      [groupFx.get, () => aGroup({ memberCount: 4 })],
    ],
  });

const openDialog = async (canvasElement: HTMLElement) => {
  const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'アカウントを追加' });
  await animationsDone(canvasElement.ownerDocument);
  return dialog;
};

/** The secret as the dialog shows it: its label (a term) and the value beside its copy button. */
const secretShown = (dialog: HTMLElement) => ({
  label: within(dialog).getByRole('term'),
  value: within(dialog).getByRole('definition'),
});

/**
 * Ark handles a press outside the dialog in the next animation frame: let two frames pass before checking
 * that nothing closed, or the check would pass before Ark had acted.
 */
const afterOutsidePress = async (win: Window) => {
  for (let frame = 0; frame < 2; frame += 1) await new Promise((resolve) => win.requestAnimationFrame(resolve));
};

const fill = async (dialog: HTMLElement, name: string, email: string) => {
  await userEvent.type(within(dialog).getByRole('textbox', { name: '氏名' }), name);
  await userEvent.type(within(dialog).getByRole('textbox', { name: 'メールアドレス' }), email);
};

export const TemporaryPasswordShownOnce: Story = {
  loaders: [
    answering(() => outcome({ id: 10, message: 'アカウントを作成しました。', temporaryPassword: 'Kq7-vR2m-9xTe' })),
  ],
  play: async ({ canvasElement, loaded }) => {
    const dialog = await openDialog(canvasElement);
    await expect(dialog).toHaveAccessibleDescription('組織「広報課」にアカウントを追加します。');
    await fill(dialog, '新任 太郎', 'taro@example.go.jp');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'ワークフロー（承認）に参加する' }));
    await userEvent.click(within(dialog).getByRole('button', { name: '追加する' }));
    await expect(await within(dialog).findByText('アカウント「新任 太郎」を追加しました')).toBeVisible();
    await expect(callsOf(loaded, groupFx.createAccount)).toEqual([
      {
        params: { id: 2 },
        body: { name: '新任 太郎', email: 'taro@example.go.jp', type: 'Default', workflow: true },
      },
    ]);
    const secret = secretShown(dialog);
    await expect(secret.label).toHaveTextContent('仮パスワード');
    await expect(secret.value).toHaveTextContent('Kq7-vR2m-9xTe');
    await expect(within(secret.value).getByRole('button', { name: 'コピー' })).toHaveAccessibleDescription(
      '仮パスワード',
    );
    await expect(dialog).toHaveTextContent('この仮パスワードは、この画面を閉じると二度と表示されません。');
    await expect(dialog).toHaveTextContent('閉じる前にコピーし、本人へ安全な方法で伝えてください。');
    await expect(dialog).toHaveTextContent('本人は最初のログイン時に、自分で決めたパスワードへの変更を求められます。');
    // The group is read again (its member count changed).
    await waitFor(() => expect(callsOf(loaded, groupFx.get)).toEqual([{ params: { id: 2 } }]));
    // Closing goes back to the group's page, and the password is gone for good.
    // The footer's 「閉じる」 (the last one; the first is the dialog's ✕).
    await userEvent.click(within(dialog).getAllByRole('button', { name: '閉じる' }).at(-1) as HTMLElement);
    await expect(await within(canvasElement).findByTestId('location')).toHaveTextContent('/group/2');
    await expect(within(canvasElement.ownerDocument.body).queryByText('Kq7-vR2m-9xTe')).toBeNull();
  },
};

export const OrganisationAccountHasNoPassword: Story = {
  loaders: [answering(() => outcome({ id: 11, message: 'アカウントを作成しました。' }))],
  play: async ({ canvasElement, loaded }) => {
    const dialog = await openDialog(canvasElement);
    await fill(dialog, 'クラウド 四郎', 'shiro@example.go.jp');
    await userEvent.click(within(dialog).getByRole('combobox', { name: '種類' }));
    const listbox = await within(dialog).findByRole('listbox');
    await userEvent.click(within(listbox).getByRole('option', { name: '組織アカウント' }));
    await expect(within(dialog).getByRole('combobox', { name: '種類' })).toHaveTextContent('組織アカウント');
    await userEvent.click(within(dialog).getByRole('button', { name: '追加する' }));
    await expect(
      await within(dialog).findByText('組織のクラウドIDでログインするため、パスワードはありません。'),
    ).toBeVisible();
    await expect(callsOf(loaded, groupFx.createAccount)).toEqual([
      {
        params: { id: 2 },
        body: { name: 'クラウド 四郎', email: 'shiro@example.go.jp', type: 'Msal', workflow: false },
      },
    ]);
  },
};

export const ServerErrorShownInline: Story = {
  loaders: [
    answering(() =>
      refusal('example.com は許可されたドメインではありません。環境設定の許可ドメインを確認してください。'),
    ),
  ],
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await fill(dialog, '外部 次郎', 'jiro@example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: '追加する' }));
    const alert = await within(dialog).findByRole('alert');
    await expect(alert).toHaveTextContent('追加できませんでした');
    await expect(alert).toHaveTextContent('example.com は許可されたドメインではありません。');
    await expect(within(dialog).getByRole('textbox', { name: '氏名' })).toHaveValue('外部 次郎');
    await expect(within(dialog).getByRole('textbox', { name: 'メールアドレス' })).toHaveValue('jiro@example.com');
  },
};

/**
 * A double-click on 「追加する」 creates the account once, and its second click does not land on a button that
 * closes the dialog: the temporary password (shown once) stays until it is dismissed on purpose.
 */
export const DoubleClickKeepsThePassword: Story = {
  loaders: [answering(() => outcome({ id: 12, temporaryPassword: 'Abc-123-xyz' }))],
  play: async ({ canvasElement, loaded }) => {
    const doc = canvasElement.ownerDocument;
    const dialog = await openDialog(canvasElement);
    await fill(dialog, '新任 五郎', 'goro@example.go.jp');
    const submit = within(dialog).getByRole('button', { name: '追加する' });
    const submitBox = submit.getBoundingClientRect();
    await userEvent.dblClick(submit);
    await expect(await within(dialog).findByText('Abc-123-xyz')).toBeVisible();
    // The second click of a double-click lands where submit was, however quickly the answer came: on
    // nothing that closes the dialog.
    const close = within(dialog).getByText('閉じる', { selector: 'button' });
    const closeBox = close.getBoundingClientRect();
    await expect(
      closeBox.left < submitBox.right &&
        submitBox.left < closeBox.right &&
        closeBox.top < submitBox.bottom &&
        submitBox.top < closeBox.bottom,
    ).toBe(false);
    const landing = doc.elementFromPoint(
      submitBox.left + submitBox.width / 2,
      submitBox.top + submitBox.height / 2,
    ) as HTMLElement;
    await expect(landing.closest('button, a, input')).toBeNull();
    await userEvent.click(landing);
    await afterOutsidePress(doc.defaultView as Window);
    await expect(within(dialog).getByText('Abc-123-xyz')).toBeVisible();
    await expect(within(canvasElement).queryByTestId('location')).toBeNull();
    // Created once.
    await expect(callsOf(loaded, groupFx.createAccount)).toHaveLength(1);
    // Only on purpose: the close button.
    await userEvent.click(close);
    await expect(await within(canvasElement).findByTestId('location')).toHaveTextContent('/group/2');
  },
};

/** The address is checked in the dialog, in Japanese, on the field: no browser bubble, nothing sent. */
export const InvalidEmailCheckedHere: Story = {
  loaders: [answering(() => outcome({ id: 13, temporaryPassword: 'Abc-123-xyz' }))],
  play: async ({ canvasElement, loaded }) => {
    const dialog = await openDialog(canvasElement);
    await fill(dialog, '新任 六郎', 'rokuro.example.go.jp');
    const email = within(dialog).getByRole('textbox', { name: 'メールアドレス' }) as HTMLInputElement;
    // The browser would stop this submit with its own bubble, in its own language: the form opts out.
    await expect(email.validity.typeMismatch).toBe(true);
    await expect(email.form?.noValidate).toBe(true);
    await userEvent.click(within(dialog).getByRole('button', { name: '追加する' }));
    const said = await within(dialog).findByText(/^メールアドレスの形式で/);
    await expect(said).toBeVisible();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription(expect.stringContaining('メールアドレスの形式で'));
    await expect(callsOf(loaded, groupFx.createAccount)).toEqual([]);
    // A required field left empty is said the same way.
    await userEvent.clear(within(dialog).getByRole('textbox', { name: '氏名' }));
    await userEvent.click(within(dialog).getByRole('button', { name: '追加する' }));
    await expect(await within(dialog).findByText('入力してください。')).toBeVisible();
    await expect(callsOf(loaded, groupFx.createAccount)).toEqual([]);
    // What was typed stays.
    await expect(email).toHaveValue('rokuro.example.go.jp');
  },
};

/**
 * The server's refusal is HTML (spec §2.7) and names what was typed escaped: the name shows as the text
 * typed, and no element of it reaches the page.
 */
export const RefusalNamesWhatWasTypedAsText: Story = {
  loaders: [answering(() => refusal('&lt;img src=x onerror=alert(1)&gt;@example.go.jp はすでに登録されています。'))],
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await fill(dialog, '試験 太郎', 'taken@example.go.jp');
    await userEvent.click(within(dialog).getByRole('button', { name: '追加する' }));
    const alert = await within(dialog).findByRole('alert');
    await expect(alert).toHaveTextContent('<img src=x onerror=alert(1)>@example.go.jp はすでに登録されています。');
    await expect(alert.querySelector('img')).toBeNull();
  },
};

/** A group above the manager's rights (contract/authority.ts): the dialog says so and sends nothing. */
export const NotOfferedInAGroupAboveTheUser: Story = {
  loaders: [
    groupStoryLoader({
      values: [[groups.$items, someGroups], [groups.$status, 'fulfilled'], signedInAs(digitalManager)],
      handlers: [
        [groupFx.listAccounts, () => someAccounts],
        [groupFx.get, () => aGroup()],
      ],
    }),
  ],
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await expect(within(dialog).getByText('この組織にはアカウントを追加できません')).toBeVisible();
    await expect(within(dialog).getByText(/自分より高い権限レベルを持つ組織のアカウントは/)).toBeVisible();
    await expect(within(dialog).queryByRole('textbox', { name: /氏名/ })).toBeNull();
    await expect(within(dialog).getByRole('button', { name: '追加する' })).toBeDisabled();
  },
};
