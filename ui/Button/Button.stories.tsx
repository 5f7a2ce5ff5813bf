import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { vars } from '../theme/index.ts';
import { Button, buttonSizes, buttonVariants } from './Button.tsx';

const meta = {
  title: 'ui/Button',
  component: Button,
  args: { children: '保存する', variant: 'primary', size: 'medium', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: buttonVariants },
    size: { control: 'inline-radio', options: buttonSizes },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: '保存する' });
    await expect(button).toHaveAttribute('type', 'button');
    await expect(button).toBeEnabled();
  },
};

const labels = { primary: '保存する', secondary: 'キャンセル', tertiary: '詳細を見る', danger: '削除する' } as const;

export const AllVariants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: vars.space[16] }}>
      {buttonSizes.map((size) =>
        buttonVariants.map((variant) => (
          <Button key={`${size}-${variant}`} {...args} variant={variant} size={size}>
            {labels[variant]}
          </Button>
        )),
      )}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('button')).toHaveLength(buttonVariants.length * buttonSizes.length);
    // Each variant is drawn differently: a broken variant class would collapse two of these into one.
    const looks = buttonVariants.map((variant) => {
      const style = getComputedStyle(canvas.getAllByRole('button', { name: labels[variant] })[0] as Element);
      return `${style.backgroundColor} ${style.color} ${style.borderColor}`;
    });
    await expect(new Set(looks).size).toBe(buttonVariants.length);
    // Rendered smallest first, so the primary buttons' heights must rise.
    const heights = canvas
      .getAllByRole('button', { name: labels.primary })
      .map((button) => button.getBoundingClientRect().height);
    await expect([...heights].sort((a, b) => a - b)).toEqual(heights);
    await expect(new Set(heights).size).toBe(buttonSizes.length);
  },
};

export const CallsOnClick: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '保存する' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const ActivatesWithKeyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: '保存する' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};

export const DisabledDoesNotClick: Story = {
  args: { disabled: true },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: '保存する' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const LoadingIsBusy: Story = {
  args: { loading: true },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: '保存する' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button.querySelector('svg')).toBeVisible();
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
    // Still focusable, so a keyboard user keeps their place while the work runs.
    await expect(button).toHaveFocus();
  },
};

export const LoadingDoesNotSubmitForm: Story = {
  args: { loading: true, type: 'submit' },
  render: (args) => (
    <form
      aria-label="保存フォーム"
      data-submitted="false"
      onSubmit={(event) => {
        event.preventDefault();
        event.currentTarget.dataset.submitted = 'true';
      }}
    >
      <Button {...args} />
    </form>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '保存する' }));
    await expect(canvas.getByRole('form', { name: '保存フォーム' })).toHaveAttribute('data-submitted', 'false');
  },
};
