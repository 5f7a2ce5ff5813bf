import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Button, buttonSizes, buttonVariants } from '../Button/index.ts';
import { vars } from '../theme/index.ts';
import { LinkButton } from './LinkButton.tsx';

const meta = {
  title: 'ui/LinkButton',
  component: LinkButton,
  args: { children: 'グループを追加する', href: '#groups/new', variant: 'primary', size: 'medium' },
  argTypes: {
    variant: { control: 'inline-radio', options: buttonVariants },
    size: { control: 'inline-radio', options: buttonSizes },
  },
  // Links sit inside the page's main landmark in the app.
  decorators: [
    (Story) => (
      <main>
        <Story />
      </main>
    ),
  ],
} satisfies Meta<typeof LinkButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const IsALink: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'グループを追加する' });
    await expect(link.tagName).toBe('A');
    await expect(link).toHaveAttribute('href', '#groups/new');
    // Drawn as a button: no underline until hovered, the primary fill.
    await expect(getComputedStyle(link).textDecorationLine).toBe('none');
    await expect(getComputedStyle(link).backgroundColor).not.toBe('rgba(0, 0, 0, 0)');
  },
};

const labels = { primary: '追加する', secondary: '一覧へ戻る', tertiary: '詳細を見る', danger: '削除へ進む' } as const;

const look = (element: Element) => {
  const style = getComputedStyle(element);
  const { height, width } = element.getBoundingClientRect();
  return {
    background: style.backgroundColor,
    color: style.color,
    border: `${style.borderTopWidth} ${style.borderTopStyle} ${style.borderTopColor}`,
    radius: style.borderTopLeftRadius,
    font: `${style.fontWeight} ${style.fontSize} ${style.lineHeight}`,
    decoration: style.textDecorationLine,
    height,
    width,
  };
};

/** Each variant and size beside a Button with the same words: the two must look the same. */
export const LooksLikeButton: Story = {
  render: (args) => (
    // Each keeps its own size (start, not stretched to the cell), so a difference in either shows.
    <div
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(2, max-content)',
        alignItems: 'start',
        justifyItems: 'start',
        gap: vars.space[16],
      }}
    >
      {buttonSizes.map((size) =>
        buttonVariants.map((variant) => (
          <div key={`${size}-${variant}`} style={{ display: 'contents' }}>
            <LinkButton {...args} variant={variant} size={size} data-look={`${size}-${variant}`}>
              {labels[variant]}
            </LinkButton>
            <Button variant={variant} size={size} data-look={`${size}-${variant}`}>
              {labels[variant]}
            </Button>
          </div>
        )),
      )}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('link')).toHaveLength(buttonVariants.length * buttonSizes.length);
    for (const size of buttonSizes) {
      for (const variant of buttonVariants) {
        const [link, button] = [...canvasElement.querySelectorAll(`[data-look="${size}-${variant}"]`)];
        await expect(link?.tagName).toBe('A');
        await expect(button?.tagName).toBe('BUTTON');
        await expect(look(link as Element)).toEqual(look(button as Element));
      }
    }
  },
};

export const ShowsFocusRing: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'グループを追加する' });
    await expect(getComputedStyle(link).outlineStyle).toBe('none');
    await userEvent.tab();
    await expect(link).toHaveFocus();
    const style = getComputedStyle(link);
    await expect(style.outlineStyle).toBe('solid');
    await expect(Number.parseFloat(style.outlineWidth)).toBeGreaterThan(0);
  },
};

/** Stands in for a router's link component, which renders an <a> of its own. */
const RouterLink = ({ to, ...rest }: ComponentProps<'a'> & { to: string }) => (
  <a {...rest} href={`#${to}`} data-router-link="" />
);

export const AsChildDrawsTheRoutersLink: Story = {
  args: { variant: 'secondary', href: undefined },
  render: (args) => (
    <LinkButton {...args} asChild>
      <RouterLink to="/groups">一覧へ戻る</RouterLink>
    </LinkButton>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const links = canvas.getAllByRole('link');
    // One link: the router's own, not an <a> around another <a>.
    await expect(links).toHaveLength(1);
    const link = canvas.getByRole('link', { name: '一覧へ戻る' });
    await expect(link).toHaveAttribute('data-router-link');
    await expect(link).toHaveAttribute('href', '#/groups');
    // The secondary look: a border in the primary colour on a white surface.
    await expect(getComputedStyle(link).borderTopStyle).toBe('solid');
    await expect(getComputedStyle(link).backgroundColor).toBe('rgb(255, 255, 255)');
    await userEvent.tab();
    await expect(link).toHaveFocus();
  },
};
