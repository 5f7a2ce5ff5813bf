import type { Meta, StoryObj } from '@storybook/react-vite';
import { fork } from 'effector';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppFrame } from '../../ui/index.ts';
import { PageStory } from '../shared/story.tsx';
import { NotFoundPage, REDIRECT_SECONDS } from './page.tsx';

/** Spec §2.4 at an unknown path; the story's router shows where the page sends the user (`location`). */
const meta = {
  title: 'pages/not-found/NotFoundPage',
  component: NotFoundPage,
  parameters: { layout: 'fullscreen' },
  args: { standalone: true },
  render: (args) => (
    <PageStory scope={fork()} path="/no-such-page">
      <NotFoundPage {...args} />
    </PageStory>
  ),
} satisfies Meta<typeof NotFoundPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const countdown = (seconds: number) => `${seconds} 秒後にホームへ移動します。`;

/** The real 5 seconds: each second shown in turn, then `/`, and not before the time is up. */
export const CountsDownThenGoesHome: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const started = performance.now();
    await expect(canvas.getByRole('heading', { level: 1, name: 'ページが見つかりません' })).toBeVisible();
    await expect(canvas.getByText("The page you're looking for doesn't exist.")).toHaveAttribute('lang', 'en');
    // Standalone at an unknown path: the page's own main landmark, and only one.
    await expect(canvas.getAllByRole('main')).toHaveLength(1);
    await expect(REDIRECT_SECONDS).toBe(5);
    await expect(canvas.getByText(countdown(5))).toBeVisible();

    for (const seconds of [4, 3, 2, 1]) {
      await waitFor(() => expect(canvas.getByText(countdown(seconds))).toBeVisible());
      await expect(canvas.queryByTestId('location')).toBeNull();
    }

    await waitFor(() => expect(canvas.getByTestId('location')).toHaveTextContent(/^\/$/));
    // The page mounted just before the play function started, so this is a little under the real wait.
    await expect(performance.now() - started).toBeGreaterThan(4500);
  },
};

/** The link goes at once, without waiting for the countdown. */
export const GoesHomeAtOnce: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(countdown(5))).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: '今すぐホームへ' }));
    await expect(canvas.getByTestId('location')).toHaveTextContent(/^\/$/);
  },
};

/** A route the user's levels do not open: inside the signed-in frame, in its main, not a second one. */
export const InsideTheSignedInFrame: Story = {
  args: { standalone: false },
  render: (args) => (
    <PageStory scope={fork()} path="/cms/theme">
      <AppFrame toolbar={<p>管理コンソール</p>} side={null}>
        <NotFoundPage {...args} />
      </AppFrame>
    </PageStory>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const main = canvas.getByRole('main');
    await expect(canvas.getAllByRole('main')).toHaveLength(1);
    await expect(within(main).getByRole('heading', { level: 1, name: 'ページが見つかりません' })).toBeVisible();
    await expect(within(main).getByText(countdown(5))).toBeVisible();
    await expect(within(main).getByRole('link', { name: '今すぐホームへ' })).toBeVisible();
  },
};
