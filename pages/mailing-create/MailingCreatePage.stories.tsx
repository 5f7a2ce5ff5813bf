import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { mailingFx } from '../../model/mailing/index.ts';
import { mailingStoryLoader, outcome, someMailings } from '../mailing-shared/story.ts';
import { callsOf, PageStory, sessionOf } from '../shared/story.tsx';
import { MailingCreatePage } from './page.tsx';

const meta = {
  title: 'pages/mailing/MailingCreatePage',
  component: MailingCreatePage,
  parameters: { layout: 'fullscreen' },
  render: (_, { loaded }) => (
    <PageStory scope={sessionOf(loaded).scope} main path="/mailing/create">
      <MailingCreatePage />
    </PageStory>
  ),
} satisfies Meta<typeof MailingCreatePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The type says what it is for; the list is created and its page opens. */
export const CreatesWithTheTypeExplained: Story = {
  loaders: [
    mailingStoryLoader({
      handlers: [
        [mailingFx.create, () => outcome({ id: 2 })],
        [mailingFx.get, () => someMailings[1]],
      ],
    }),
  ],
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'メーリングリストの作成' })).toBeVisible();
    await expect(
      canvas.getByText('職員への連絡用です。許可ドメインのメールアドレスだけを登録できます。'),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '作成する' }));
    await expect(await canvas.findByText('入力してください', { exact: false })).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: /メーリングリスト名/ }), '防災情報メール');
    await userEvent.click(canvas.getByRole('combobox', { name: /種類/ }));
    await userEvent.click(await within(canvasElement.ownerDocument.body).findByRole('option', { name: '外部向け' }));
    await expect(await canvas.findByText(/住民・事業者へのお知らせ用です。/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '作成する' }));
    await waitFor(() =>
      expect(callsOf(loaded, mailingFx.create)).toEqual([{ body: { name: '防災情報メール', type: 'external' } }]),
    );
    await expect(await canvas.findByTestId('location')).toHaveTextContent('/mailing/2');
  },
};
