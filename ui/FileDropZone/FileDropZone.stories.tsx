import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FileDropZone } from './FileDropZone.tsx';

const meta = {
  title: 'ui/FileDropZone',
  component: FileDropZone,
  args: {
    onFiles: fn(),
    accept: 'image/png,image/jpeg,image/gif,image/webp,image/svg+xml,.pdf,.docx,.xlsx,.csv,.txt,.zip',
    instructions: '画像（PNG、JPEG、GIF、WebP、SVG）は 10MB まで、文書（PDF、Office、CSV、テキスト、ZIP）は 30MB まで',
  },
  argTypes: { instructions: { control: 'text' } },
  decorators: [
    (Story) => (
      <main>
        <Story />
      </main>
    ),
  ],
} satisfies Meta<typeof FileDropZone>;

export default meta;
type Story = StoryObj<typeof meta>;

const aFile = (name: string, type: string) => new File(['sample'], name, { type });

/** A drag with files in it, as the browser makes one: the DataTransfer carries the files and says "Files". */
const dragEvent = (type: string, files: File[]) => {
  const dataTransfer = new DataTransfer();
  for (const file of files) dataTransfer.items.add(file);
  return new DragEvent(type, { dataTransfer, bubbles: true, cancelable: true });
};

export const ChoosesWithTheInput: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('ファイルを選択');
    await expect(input).toHaveAttribute('type', 'file');
    await expect(input).toHaveAttribute('multiple');
    await expect(input).toHaveAccessibleDescription(/10MB まで/);
    await userEvent.upload(input, [aFile('庁舎.png', 'image/png'), aFile('要綱.pdf', 'application/pdf')]);
    await expect(args.onFiles).toHaveBeenCalledTimes(1);
    const [files] = (args.onFiles as ReturnType<typeof fn>).mock.calls[0] as [File[]];
    await expect(files.map((file) => file.name)).toEqual(['庁舎.png', '要綱.pdf']);
  },
};

export const ReachedByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByLabelText('ファイルを選択')).toHaveFocus();
  },
};

export const TakesDroppedFiles: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const prompt = canvas.getByText(/ドラッグ＆ドロップ/);
    const zone = prompt.parentElement as HTMLElement;
    const files = [
      aFile('庁舎.png', 'image/png'),
      aFile('防災マップ.jpg', 'image/jpeg'),
      aFile('要綱.pdf', 'application/pdf'),
    ];
    zone.dispatchEvent(dragEvent('dragenter', files));
    await expect(await canvas.findByText('ここで離すと追加します')).toBeVisible();
    await expect(zone).toHaveAttribute('data-dragging');
    const over = dragEvent('dragover', files);
    zone.dispatchEvent(over);
    await expect(over.defaultPrevented).toBe(true);
    const drop = dragEvent('drop', files);
    zone.dispatchEvent(drop);
    await expect(drop.defaultPrevented).toBe(true);
    await expect(args.onFiles).toHaveBeenCalledTimes(1);
    const [dropped] = (args.onFiles as ReturnType<typeof fn>).mock.calls[0] as [File[]];
    await expect(dropped.map((file) => file.name)).toEqual(['庁舎.png', '防災マップ.jpg', '要綱.pdf']);
    await waitFor(() => expect(zone).not.toHaveAttribute('data-dragging'));
    await expect(canvas.getByText(/ドラッグ＆ドロップ/)).toBeVisible();
  },
};

export const LeavesWithoutDropping: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const zone = canvas.getByText(/ドラッグ＆ドロップ/).parentElement as HTMLElement;
    const files = [aFile('庁舎.png', 'image/png')];
    zone.dispatchEvent(dragEvent('dragenter', files));
    await waitFor(() => expect(zone).toHaveAttribute('data-dragging'));
    zone.dispatchEvent(dragEvent('dragleave', files));
    await waitFor(() => expect(zone).not.toHaveAttribute('data-dragging'));
    await expect(canvas.getByText(/ドラッグ＆ドロップ/)).toBeVisible();
    await expect(args.onFiles).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('ファイルを選択')).toBeDisabled();
    const zone = canvas.getByText(/ドラッグ＆ドロップ/).parentElement as HTMLElement;
    zone.dispatchEvent(dragEvent('drop', [aFile('庁舎.png', 'image/png')]));
    await expect(args.onFiles).not.toHaveBeenCalled();
  },
};

export const OtherWords: Story = {
  args: { words: { choose: '画像を選択' }, accept: 'image/*', instructions: 'PNG、JPEG は 10MB まで' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('画像を選択')).toHaveAttribute('accept', 'image/*');
  },
};
