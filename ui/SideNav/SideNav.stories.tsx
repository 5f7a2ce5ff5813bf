import type { Meta, StoryObj } from '@storybook/react-vite';
import type { MouseEvent } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { vars } from '../theme/index.ts';
import { SideNav, type SideNavEntry } from './SideNav.tsx';

const entries: SideNavEntry[] = [
  { key: 'notice', label: 'お知らせ', href: '/' },
  {
    key: 'group',
    label: '組織',
    href: '/group',
    children: [{ key: 'group-create', label: '組織作成', href: '/group/create' }],
  },
  {
    key: 'cms',
    label: 'CMS',
    href: '/cms',
    children: [
      { key: 'theme', label: 'テーマ', href: '/cms/theme' },
      { key: 'template', label: 'テンプレート', href: '/cms/template' },
      { key: 'files', label: '画像・ファイル管理', href: '/cms/files' },
      {
        key: 'website',
        label: 'Webページ',
        href: '/cms/website',
        children: [
          { key: 'web-1', label: '公式サイト', href: '/cms/1/page' },
          { key: 'web-2', label: '採用サイト', href: '/cms/2/page' },
        ],
      },
    ],
  },
  { key: 'form', label: 'フォーム', href: '/form' },
  { key: 'mail', label: 'メール送信', href: '/mail' },
];

/** Depth first, as the links appear and are tabbed through. */
const flatLabels = (list: readonly SideNavEntry[]): string[] =>
  list.flatMap((entry) => [String(entry.label), ...flatLabels(entry.children ?? [])]);

const withActive = (list: readonly SideNavEntry[], key: string): SideNavEntry[] =>
  list.map((entry) => ({
    ...entry,
    active: entry.key === key,
    children: entry.children ? withActive(entry.children, key) : undefined,
  }));

const meta = {
  title: 'ui/SideNav',
  component: SideNav,
  args: { entries },
  argTypes: {
    entries: { control: 'object' },
  },
  // As inside AppFrame, whose side area is the navigation landmark.
  decorators: [
    (Story) => (
      <nav aria-label="メインメニュー" style={{ width: vars.size.side }}>
        <Story />
      </nav>
    ),
  ],
} satisfies Meta<typeof SideNav>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NestedEntries: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'メインメニュー' });
    const top = within(nav).getAllByRole('list')[0] as HTMLElement;
    // Five entries at the top; children live in lists inside their parent's item.
    await expect(top.querySelectorAll(':scope > li')).toHaveLength(5);
    const cmsItem = within(nav).getByRole('link', { name: 'CMS' }).closest('li') as HTMLElement;
    const cmsChildren = cmsItem.querySelector(':scope > ul') as HTMLElement;
    await expect(cmsChildren.querySelectorAll(':scope > li')).toHaveLength(4);
    const site = within(nav).getByRole('link', { name: '公式サイト' });
    await expect(site).toHaveAttribute('href', '/cms/1/page');
    await expect(cmsChildren).toContainElement(site);
    await expect(site.closest('ul')).not.toBe(cmsChildren);
    await expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(flatLabels(entries));
    // Children are set in from their parent.
    const parentLeft = within(nav).getByRole('link', { name: 'CMS' }).getBoundingClientRect().left;
    await expect(within(nav).getByRole('link', { name: 'テーマ' }).getBoundingClientRect().left).toBeGreaterThan(
      parentLeft,
    );
    await expect(canvasElement.querySelector('[aria-current]')).toBeNull();
  },
};

export const ActiveEntry: Story = {
  args: { entries: withActive(entries, 'template') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const current = canvasElement.querySelectorAll('[aria-current]');
    await expect(current).toHaveLength(1);
    const template = canvas.getByRole('link', { name: 'テンプレート' });
    await expect(template).toHaveAttribute('aria-current', 'page');
    const other = canvas.getByRole('link', { name: 'テーマ' });
    await expect(getComputedStyle(template).backgroundColor).not.toBe(getComputedStyle(other).backgroundColor);
    await expect(getComputedStyle(template).borderInlineStartColor).not.toBe(
      getComputedStyle(other).borderInlineStartColor,
    );
  },
};

export const KeyboardTabOrder: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const label of flatLabels(entries)) {
      await userEvent.tab();
      await expect(canvas.getByRole('link', { name: label })).toHaveFocus();
    }
    await expect(canvas.getByRole('link', { name: 'メール送信' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(canvas.getByRole('link', { name: 'フォーム' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(canvas.getByRole('link', { name: '採用サイト' })).toHaveFocus();
  },
};

const navigate = fn();

export const RouterLinks: Story = {
  args: {
    entries: withActive(entries, 'form'),
    // What a page does with its router: keep the <a>, take over the click.
    renderLink: ({ href, children, className, 'aria-current': ariaCurrent }) => (
      <a
        href={href}
        className={className}
        aria-current={ariaCurrent}
        data-router-link=""
        onClick={(event: MouseEvent<HTMLAnchorElement>) => {
          event.preventDefault();
          navigate(href);
        }}
      >
        {children}
      </a>
    ),
  },
  beforeEach: () => {
    navigate.mockClear();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelectorAll('a[data-router-link]')).toHaveLength(flatLabels(entries).length);
    await expect(canvas.getByRole('link', { name: 'フォーム' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(canvas.getByRole('link', { name: 'テーマ' }));
    await expect(navigate).toHaveBeenCalledWith('/cms/theme');
  },
};
