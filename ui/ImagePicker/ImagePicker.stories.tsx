import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/index.ts';
import { sampleImages } from '../ImageGrid/sampleImages.ts';
import { animationsDone } from '../storyAnimations.ts';
import { ImagePicker, type ImagePickerProps } from './ImagePicker.tsx';

const meta = {
  title: 'ui/ImagePicker',
  component: ImagePicker,
  args: {
    images: sampleImages,
    query: '',
    onQueryChange: fn(),
    onChoose: fn(),
    onOpenChange: fn(),
    trigger: <Button variant="secondary">画像を選ぶ</Button>,
  },
  argTypes: { trigger: { control: false }, images: { control: false }, emptyAction: { control: false } },
  decorators: [
    (Story) => (
      <main>
        <Story />
      </main>
    ),
  ],
} satisfies Meta<typeof ImagePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens the dialog and waits for its fade, so checks (and the axe run after the story) see its final colours. */
const openPicker = async (canvasElement: HTMLElement) => {
  const body = within(canvasElement.ownerDocument.body);
  await userEvent.click(within(canvasElement).getByRole('button', { name: '画像を選ぶ' }));
  const dialog = await body.findByRole('dialog', { name: '画像を選択' });
  await animationsDone(canvasElement.ownerDocument);
  return { body, dialog: within(dialog) };
};

const closed = async (canvasElement: HTMLElement) => {
  const body = within(canvasElement.ownerDocument.body);
  await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
};

export const ChoosesAnImage: Story = {
  play: async ({ args, canvasElement }) => {
    const { dialog } = await openPicker(canvasElement);
    // The search box is focused first.
    await expect(dialog.getByRole('searchbox', { name: '画像を名前で検索' })).toHaveFocus();
    await expect(dialog.getAllByRole('button', { pressed: false })).toHaveLength(4);
    await userEvent.click(dialog.getByRole('button', { name: /^防災マップ\.jpg/ }));
    await expect(dialog.getByRole('button', { name: /^防災マップ\.jpg/ })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(dialog.getByRole('button', { name: '選択' }));
    await expect(args.onChoose).toHaveBeenCalledWith({ id: 2 });
    await closed(canvasElement);
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

export const ChoosesByKeyboard: Story = {
  play: async ({ args, canvasElement }) => {
    await openPicker(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    // The second image is chosen; Tab moves on to 「選択」 past the rest.
    const doc = canvasElement.ownerDocument;
    while (doc.activeElement?.textContent !== '選択') await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChoose).toHaveBeenCalledWith({ id: 2 });
  },
};

export const AsksToChooseFirst: Story = {
  play: async ({ args, canvasElement }) => {
    const { dialog } = await openPicker(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: '選択' }));
    await expect(dialog.getByRole('alert')).toHaveTextContent('画像を選んでください。');
    await expect(args.onChoose).not.toHaveBeenCalled();
  },
};

export const StartsWithTheCurrentImage: Story = {
  args: { initialId: 4 },
  play: async ({ args, canvasElement }) => {
    const { dialog } = await openPicker(canvasElement);
    await expect(dialog.getByRole('button', { pressed: true })).toHaveAccessibleName(/^市長あいさつ\.webp/);
    await userEvent.click(dialog.getByRole('button', { name: '選択' }));
    await expect(args.onChoose).toHaveBeenCalledWith({ id: 4 });
  },
};

export const Cancels: Story = {
  play: async ({ args, canvasElement }) => {
    const { dialog } = await openPicker(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: /^庁舎\.png/ }));
    await userEvent.click(dialog.getByRole('button', { name: 'キャンセル' }));
    await closed(canvasElement);
    await expect(args.onChoose).not.toHaveBeenCalled();
    await expect(within(canvasElement).getByRole('button', { name: '画像を選ぶ' })).toHaveFocus();
  },
};

/** The caller filters: here by a plain substring of the name. */
const Searching = (props: ImagePickerProps) => {
  const [query, setQuery] = useState('');
  return (
    <ImagePicker
      {...props}
      query={query}
      onQueryChange={(next) => {
        setQuery(next);
        props.onQueryChange(next);
      }}
      images={sampleImages.filter((image) => image.name.includes(query.trim()))}
    />
  );
};

export const Searches: Story = {
  render: (args) => <Searching {...args} />,
  play: async ({ args, canvasElement }) => {
    const { dialog } = await openPicker(canvasElement);
    await userEvent.type(dialog.getByRole('searchbox'), '防災');
    await expect(args.onQueryChange).toHaveBeenLastCalledWith('防災');
    await expect(dialog.getAllByRole('button', { pressed: false })).toHaveLength(1);
    await expect(dialog.getByRole('button', { name: /^防災マップ\.jpg/ })).toBeVisible();
    await userEvent.type(dialog.getByRole('searchbox'), '無い名前');
    await expect(dialog.getByText('条件に合う画像はありません')).toBeVisible();
  },
};

export const AltRequired: Story = {
  args: { askAlt: true },
  play: async ({ args, canvasElement }) => {
    const { dialog } = await openPicker(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: /^庁舎\.png/ }));
    const alt = dialog.getByRole('textbox', { name: /代替テキスト/ });
    await expect(alt).toBeRequired();
    await expect(alt).toHaveAccessibleDescription(/画像が見えない人に/);
    await userEvent.click(dialog.getByRole('button', { name: '選択' }));
    await expect(args.onChoose).not.toHaveBeenCalled();
    await expect(alt).toHaveAttribute('aria-invalid', 'true');
    await expect(alt).toHaveAccessibleDescription(/代替テキストを入力してください/);
    await userEvent.type(alt, '市役所本庁舎の外観');
    await userEvent.click(dialog.getByRole('button', { name: '選択' }));
    await expect(args.onChoose).toHaveBeenCalledWith({ id: 1, alt: '市役所本庁舎の外観' });
    await closed(canvasElement);
  },
};

export const DecorativeImage: Story = {
  args: { askAlt: true },
  play: async ({ args, canvasElement }) => {
    const { dialog } = await openPicker(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: /ロゴ\.svg/ }));
    await userEvent.click(dialog.getByRole('checkbox', { name: /飾りの画像/ }));
    await expect(dialog.getByRole('textbox', { name: /代替テキスト/ })).toBeDisabled();
    await userEvent.click(dialog.getByRole('button', { name: '選択' }));
    await expect(args.onChoose).toHaveBeenCalledWith({ id: 3, alt: '' });
  },
};

export const NoImages: Story = {
  args: {
    images: [],
    emptyAction: <a href="/cms/files">画像・ファイル管理を開く</a>,
  },
  play: async ({ canvasElement }) => {
    const { dialog } = await openPicker(canvasElement);
    await expect(dialog.getByText('画像がありません')).toBeVisible();
    await expect(dialog.getByText(/「画像・ファイル管理」で画像をアップロードすると/)).toBeVisible();
    await expect(dialog.getByRole('link', { name: '画像・ファイル管理を開く' })).toHaveAttribute('href', '/cms/files');
  },
};
