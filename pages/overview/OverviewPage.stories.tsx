import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { $tokenInfo } from '../../model/session/index.ts';
import { admin, msalUser } from '../../model/session/testing.ts';
import { PageStory, sessionLoader, sessionOf } from '../shared/story.tsx';
import { OverviewPage } from './page.tsx';

const meta = {
  title: 'pages/overview/OverviewPage',
  component: OverviewPage,
  render: (_, { loaded }) => (
    <PageStory scope={sessionOf(loaded).scope} path="/overview">
      <main>
        <OverviewPage />
      </main>
    </PageStory>
  ),
} satisfies Meta<typeof OverviewPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const koho = {
  ...admin,
  id: 2,
  email: 'koho@example.go.jp',
  name: '広報 花子',
  groupId: 2,
  groupName: '広報課',
  permissions: [4, 2, 1, 2, 0, 1, 0],
};

export const DefaultAccount: Story = {
  loaders: [sessionLoader({ values: [[$tokenInfo, koho]] })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: '概要' })).toBeVisible();
    await expect(canvas.getByText('広報 花子 さん、ようこそ。')).toBeVisible();
    await expect(canvas.getByText('広報課')).toBeVisible();
    const table = canvas.getByRole('table', { name: /権限レベル/ });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    await expect(rows).toEqual([
      'ウェブサイト（CMS）4',
      'フォーム2',
      'メール送信1',
      'メーリングリスト2',
      '組織・アカウント0（利用できません）',
      'フォーム回答1',
      '環境設定0（利用できません）',
    ]);
  },
};

export const IdentityProviderAccount: Story = {
  loaders: [sessionLoader({ values: [[$tokenInfo, msalUser]] })],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('組織アカウント（Microsoft Entra ID）')).toBeVisible();
  },
};

export const SigningOut: Story = {
  loaders: [sessionLoader({ values: [[$tokenInfo, admin]] })],
  play: async ({ canvasElement, loaded }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'サインアウト' }));
    await waitFor(() => expect(sessionOf(loaded).calls.logout).toHaveLength(1));
    await expect(sessionOf(loaded).order.indexOf('clearStorage')).toBeLessThan(
      sessionOf(loaded).order.indexOf('logout'),
    );
  },
};
