import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { vars } from '../theme/index.ts';
import { size } from '../theme/tokens.ts';
import { CloseButton, closeButtonSurfaces } from './CloseButton.tsx';

const meta = {
  title: 'ui/CloseButton',
  component: CloseButton,
  args: { label: '閉じる', surface: 'raised', onClick: fn() },
  argTypes: {
    surface: { control: 'inline-radio', options: closeButtonSurfaces },
  },
} satisfies Meta<typeof CloseButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ClosesOnClick: Story = {
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: '閉じる' });
    await expect(button).toHaveAttribute('type', 'button');
    // Named by its label alone: the cross is hidden from screen readers.
    await expect(button.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    await expect(button).toHaveTextContent('');
    // A target of at least the small control size (WCAG 2.2 asks 24 px).
    const box = button.getBoundingClientRect();
    await expect(box.width).toBe(Number.parseFloat(size.control.small));
    await expect(box.height).toBe(Number.parseFloat(size.control.small));
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const ByKeyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: '閉じる' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await expect(getComputedStyle(button).outlineStyle).not.toBe('none');
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

/** On a tinted panel, such as a message of the overlay, named for what it closes. */
export const OnTintedPanel: Story = {
  args: { label: 'メッセージを閉じる', surface: 'tinted' },
  decorators: [
    (Story) => (
      <div style={{ padding: vars.space[16], backgroundColor: vars.color.primary.subtle }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'メッセージを閉じる' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};
