import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Checkbox, type CheckboxProps } from './Checkbox.tsx';

const meta = {
  title: 'ui/Checkbox',
  component: Checkbox,
  args: { label: 'ワークフローを使う', onCheckedChange: fn() },
  // Fields sit inside the page's main landmark in the app.
  decorators: [
    (Story) => (
      <main>
        <Story />
      </main>
    ),
  ],
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

const box = (canvasElement: HTMLElement) => within(canvasElement).getByRole('checkbox', { name: 'ワークフローを使う' });

/** The box drawn on screen (the input itself is visually hidden). */
const drawnBox = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('[data-scope="checkbox"][data-part="control"]') as HTMLElement;

export const TogglesOnClick: Story = {
  play: async ({ args, canvasElement }) => {
    const input = box(canvasElement);
    await expect(input).not.toBeChecked();
    const uncheckedFill = getComputedStyle(drawnBox(canvasElement)).backgroundColor;
    // The words are part of the target, as with a native label.
    await userEvent.click(within(canvasElement).getByText('ワークフローを使う'));
    await expect(input).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
    await expect(getComputedStyle(drawnBox(canvasElement)).backgroundColor).not.toBe(uncheckedFill);
    await userEvent.click(drawnBox(canvasElement));
    await expect(input).not.toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(false);
    await expect(args.onCheckedChange).toHaveBeenCalledTimes(2);
  },
};

export const TogglesWithSpace: Story = {
  play: async ({ args, canvasElement }) => {
    const input = box(canvasElement);
    await userEvent.tab();
    await expect(input).toHaveFocus();
    // The ring is drawn on the visible box, since the input is hidden.
    await expect(drawnBox(canvasElement)).toHaveAttribute('data-focus-visible');
    await expect(getComputedStyle(drawnBox(canvasElement)).outlineStyle).toBe('solid');
    await userEvent.keyboard(' ');
    await expect(input).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard(' ');
    await expect(input).not.toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(false);
  },
};

export const ShowsHint: Story = {
  args: { hint: '公開の前に承認を受けます。' },
  play: async ({ canvasElement }) => {
    const input = box(canvasElement);
    await expect(input).toHaveAccessibleDescription('公開の前に承認を受けます。');
    await expect(input).not.toHaveAttribute('aria-invalid', 'true');
    // The hint is not part of the click target: clicking it leaves the box as it was.
    await userEvent.click(within(canvasElement).getByText('公開の前に承認を受けます。'));
    await expect(input).not.toBeChecked();
  },
};

export const ShowsErrorText: Story = {
  args: { hint: '公開の前に承認を受けます。', error: '利用規約への同意が必要です', required: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = box(canvasElement);
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toBeRequired();
    await expect(canvas.getByRole('alert')).toHaveTextContent('利用規約への同意が必要です');
    await expect(input).toHaveAccessibleDescription('公開の前に承認を受けます。 利用規約への同意が必要です');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultChecked: true },
  play: async ({ args, canvasElement }) => {
    const input = box(canvasElement);
    await expect(input).toBeDisabled();
    await expect(input).toBeChecked();
    await userEvent.click(within(canvasElement).getByText('ワークフローを使う'), { pointerEventsCheck: 0 });
    await expect(input).toBeChecked();
    await expect(args.onCheckedChange).not.toHaveBeenCalled();
    // Not reachable with Tab.
    await userEvent.tab();
    await expect(input).not.toHaveFocus();
  },
};

const ControlledCheckbox = (props: CheckboxProps) => {
  const [checked, setChecked] = useState(true);
  return (
    <>
      <Checkbox {...props} checked={checked} onCheckedChange={setChecked} />
      <p>{checked ? 'ワークフロー：使う' : 'ワークフロー：使わない'}</p>
    </>
  );
};

export const ControlledFollowsState: Story = {
  render: (args) => <ControlledCheckbox {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = box(canvasElement);
    await expect(input).toBeChecked();
    await userEvent.click(input);
    await expect(input).not.toBeChecked();
    await expect(canvas.getByText('ワークフロー：使わない')).toBeVisible();
  },
};

export const SubmitsWithForm: Story = {
  args: { name: 'workflow', defaultChecked: true },
  render: (args) => (
    <form aria-label="設定">
      <Checkbox {...args} />
    </form>
  ),
  play: async ({ canvasElement }) => {
    const form = within(canvasElement).getByRole('form', { name: '設定' }) as HTMLFormElement;
    await expect(new FormData(form).get('workflow')).toBe('on');
    await userEvent.click(box(canvasElement));
    await expect(new FormData(form).get('workflow')).toBeNull();
  },
};
