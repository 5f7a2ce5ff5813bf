import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Spinner, spinnerSizes } from './Spinner.tsx';

const meta = {
  title: 'ui/Spinner',
  component: Spinner,
  args: { size: 'medium' },
  argTypes: {
    size: { control: 'inline-radio', options: spinnerSizes },
  },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const HasStatusRole: Story = {
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent('読み込み中');
    await expect(status).toBeVisible();
  },
};

export const CustomLabel: Story = {
  args: { label: 'お知らせを読み込み中' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('お知らせを読み込み中');
  },
};

export const AllSizes: Story = {
  render: (args) => (
    <>
      {spinnerSizes.map((size) => (
        <Spinner key={size} {...args} size={size} label={`読み込み中（${size}）`} />
      ))}
    </>
  ),
  play: async ({ canvasElement }) => {
    const widths = within(canvasElement)
      .getAllByRole('status')
      .map((status) => status.getBoundingClientRect().width);
    // Each size is strictly larger than the one before it.
    await expect(widths).toHaveLength(spinnerSizes.length);
    await expect([...widths].sort((a, b) => a - b)).toEqual(widths);
    await expect(new Set(widths).size).toBe(spinnerSizes.length);
  },
};

export const DecorativeHasNoRole: Story = {
  args: { decorative: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('status')).toBeNull();
    await expect(canvasElement.querySelector('svg')).toBeInTheDocument();
  },
};
