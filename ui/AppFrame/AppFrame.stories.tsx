import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../Button/index.ts';
import { AppFrame } from './AppFrame.tsx';

const menu = [
  ['#notice', 'お知らせ'],
  ['#group', '組織'],
  ['#cms', 'CMS'],
  ['#form', 'フォーム'],
  ['#mail', 'メール送信'],
] as const;

const meta = {
  title: 'ui/AppFrame',
  component: AppFrame,
  parameters: { layout: 'fullscreen' },
  args: {
    toolbar: <strong>管理コンソール</strong>,
    side: (
      <ul>
        {menu.map(([href, label]) => (
          <li key={href}>
            <a href={href}>{label}</a>
          </li>
        ))}
      </ul>
    ),
    children: (
      <>
        <h1>お知らせ</h1>
        <p>新しいお知らせはありません。</p>
        <Button>お知らせを作成する</Button>
      </>
    ),
  },
  argTypes: {
    toolbar: { control: false },
    side: { control: false },
    children: { control: false },
  },
} satisfies Meta<typeof AppFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ToolbarIs50pxTall: Story = {
  play: async ({ canvasElement }) => {
    const toolbar = within(canvasElement).getByRole('banner');
    await expect(toolbar.getBoundingClientRect().height).toBe(50);
    await expect(toolbar).toHaveTextContent('管理コンソール');
  },
};

export const HasLandmarks: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('banner')).toBeVisible();
    const nav = canvas.getByRole('navigation', { name: 'メインメニュー' });
    await expect(within(nav).getAllByRole('link')).toHaveLength(menu.length);
    const main = canvas.getByRole('main');
    await expect(within(main).getByRole('heading', { level: 1, name: 'お知らせ' })).toBeVisible();
    await expect(nav).not.toContainElement(main);
  },
};

export const SideLabelCanBeChanged: Story = {
  args: { sideLabel: '管理メニュー' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('navigation', { name: '管理メニュー' })).toBeVisible();
  },
};

export const SkipLinkMovesFocus: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const skipLink = canvas.getByRole('link', { name: '本文へスキップ' });
    // The first Tab lands on the skip link, which then shows itself.
    await userEvent.tab();
    await expect(skipLink).toHaveFocus();
    await expect(skipLink.getBoundingClientRect().width).toBeGreaterThan(1);
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('main')).toHaveFocus();
    // The next Tab goes into the content, past the whole menu.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'お知らせを作成する' })).toHaveFocus();
  },
};
