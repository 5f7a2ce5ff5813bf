import type { Meta, StoryObj } from '@storybook/react-vite';
import { Provider } from 'effector-react';
import { useState } from 'react';
import { createMemoryRouter, type Location, Route, RouterProvider, Routes, useLocation } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { mailingFx } from '../../model/mailing/index.ts';
import { MailingDetailPage } from '../mailing-detail/page.tsx';
import { MailingListPage } from '../mailing-list/page.tsx';
import { fulfilled, listed, mailingStoryLoader, outcome, refusal, someMailings } from '../mailing-shared/story.ts';
import { animationsDone, callsOf, dialogEntries, PageStory, sessionOf } from '../shared/story.tsx';
import { MailingDeleteDialog } from './page.tsx';

const meta = {
  title: 'pages/mailing/MailingDeleteDialog',
  component: MailingDeleteDialog,
  parameters: { layout: 'fullscreen' },
  render: (_, { loaded }) => (
    <PageStory
      scope={sessionOf(loaded).scope}
      path="/mailing/:id/delete"
      entries={dialogEntries('/mailing', '/mailing/1/delete')}
    >
      <MailingDeleteDialog />
    </PageStory>
  ),
} satisfies Meta<typeof MailingDeleteDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Refused as in use: the server's reason, what force does, and 「強制的に削除する」 sending `force`. */
export const InUseOffersForce: Story = {
  loaders: [
    mailingStoryLoader({
      values: [listed, fulfilled],
      handlers: [
        [
          mailingFx.remove,
          (call: { query?: { force?: boolean } }) =>
            call.query?.force
              ? outcome()
              : refusal('宛先が 120 件登録されているため削除できません。', { stale: true, error: 'conflict' }),
        ],
      ],
    }),
  ],
  play: async ({ canvasElement, loaded }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: '「職員連絡網」を削除しますか？' });
    await animationsDone(canvasElement.ownerDocument);
    await userEvent.click(within(dialog).getByRole('button', { name: '削除する' }));
    await expect(await within(dialog).findByText('宛先が 120 件登録されているため削除できません。')).toBeVisible();
    await expect(within(dialog).getByText('使用中のため削除できませんでした')).toBeVisible();
    await expect(
      within(dialog).getByText(
        '強制的に削除すると、宛先をすべて削除し、送信予約・送信中のメールを取り消します。送信履歴は残ります。',
      ),
    ).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: '強制的に削除する' }));
    await waitFor(() =>
      expect(callsOf(loaded, mailingFx.remove)).toEqual([
        { params: { id: 1 } },
        { params: { id: 1 }, query: { force: true } },
      ]),
    );
    await expect(await within(canvasElement).findByTestId('location')).toHaveTextContent('/mailing');
  },
};

/** Not in use: deleted at the first press, no force offered. */
export const DeletesAtOnce: Story = {
  loaders: [mailingStoryLoader({ values: [listed, fulfilled], handlers: [[mailingFx.remove, () => outcome()]] })],
  play: async ({ canvasElement, loaded }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: '「職員連絡網」を削除しますか？' });
    await animationsDone(canvasElement.ownerDocument);
    await userEvent.click(within(dialog).getByRole('button', { name: '削除する' }));
    await waitFor(() => expect(callsOf(loaded, mailingFx.remove)).toEqual([{ params: { id: 1 } }]));
    await expect(await within(canvasElement).findByTestId('location')).toHaveTextContent('/mailing');
  },
};

/** The app's way of keeping a page under its dialog route (app/routes/SignedInApp.tsx), for the pages here. */
const OverThePage = () => {
  const location = useLocation();
  const background = (location.state as { background?: Location } | null)?.background;
  return (
    <main>
      <Routes location={background ?? location}>
        <Route path="/mailing" element={<MailingListPage />} />
        <Route path="/mailing/:id" element={<MailingDetailPage />} />
      </Routes>
      {background ? (
        <Routes>
          <Route path="/mailing/:id/delete" element={<MailingDeleteDialog />} />
        </Routes>
      ) : null}
      <p data-testid="location">{location.pathname}</p>
    </main>
  );
};

const OverThePageStory = ({ scope }: { scope: Parameters<typeof Provider>[0]['value'] }) => {
  const [router] = useState(() =>
    createMemoryRouter([{ path: '*', element: <OverThePage /> }], {
      initialEntries: ['/mailing', '/mailing/1', ...dialogEntries('/mailing/1', '/mailing/1/delete').slice(1)],
      initialIndex: 2,
    }),
  );
  return (
    <Provider value={scope}>
      <RouterProvider router={router} />
    </Provider>
  );
};

/** Deleted over its own page: that page goes on to the lists (not back to the deleted list's page). */
export const OverItsPageGoesToTheLists: Story = {
  loaders: [
    mailingStoryLoader({
      values: [listed, fulfilled],
      handlers: [
        [mailingFx.get, () => someMailings[0]],
        [mailingFx.list, () => someMailings.slice(1)],
        [mailingFx.remove, () => outcome()],
      ],
    }),
  ],
  render: (_, { loaded }) => <OverThePageStory scope={sessionOf(loaded).scope} />,
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: '「職員連絡網」を削除しますか？' });
    await animationsDone(canvasElement.ownerDocument);
    await userEvent.click(within(dialog).getByRole('button', { name: '削除する' }));
    await waitFor(() => expect(within(canvasElement).getByTestId('location')).toHaveTextContent(/^\/mailing$/));
    await expect(
      await within(canvasElement).findByRole('heading', { level: 1, name: 'メーリングリスト' }),
    ).toBeVisible();
    await expect(body(canvasElement).queryByRole('dialog')).toBeNull();
  },
};
