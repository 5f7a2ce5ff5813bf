import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/index.ts';
import { ImageGrid } from './ImageGrid.tsx';
import { sampleImages } from './sampleImages.ts';

const meta = {
  title: 'ui/ImageGrid',
  component: ImageGrid,
  args: { items: sampleImages, onCopyUrl: fn(), onDelete: fn() },
  argTypes: { actions: { control: false }, items: { control: false } },
  decorators: [
    (Story) => (
      <main>
        <Story />
      </main>
    ),
  ],
} satisfies Meta<typeof ImageGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

const cardOf = (canvasElement: HTMLElement, name: string) =>
  within(within(canvasElement).getByText(name).closest('li') as HTMLElement);

export const Cards: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: '画像' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    const image = canvas.getByRole('img', { name: '庁舎.png' });
    await expect(image).toHaveAttribute('loading', 'lazy');
    await expect(image.getAttribute('src')).toMatch(/^data:image\/svg\+xml,/);
    const card = cardOf(canvasElement, '庁舎.png');
    await expect(card.getByText('240 KB')).toBeVisible();
    await expect(card.getByText('640×360')).toBeVisible();
    await expect(card.getByText(/^広報課 山田・2026\/11\/20 10:30$/)).toBeVisible();
    await expect(cardOf(canvasElement, '防災マップ.jpg').getByText('3.1 MB')).toBeVisible();
    await expect(cardOf(canvasElement, '防災マップ.jpg').getByText('1920×1080')).toBeVisible();
    await expect(cardOf(canvasElement, '市長あいさつ.webp').getByText('512 バイト')).toBeVisible();
    // No thumbnail: a placeholder saying so, and no broken image.
    const logo = cardOf(canvasElement, 'ロゴ.svg');
    await expect(logo.getByText('縮小画像なし')).toBeVisible();
    await expect(logo.queryByRole('img')).toBeNull();
  },
};

export const CopiesTheUrl: Story = {
  play: async ({ args, canvasElement }) => {
    const card = cardOf(canvasElement, '防災マップ.jpg');
    const copy = card.getByRole('button', { name: 'URLをコピー' });
    await expect(copy).toHaveAccessibleDescription(/^防災マップ\.jpg/);
    await userEvent.click(copy);
    await expect(args.onCopyUrl).toHaveBeenCalledWith(
      expect.objectContaining({ id: 2, url: '/api/local/2/防災マップ.jpg' }),
    );
  },
};

export const OpensInANewTab: Story = {
  play: async ({ canvasElement }) => {
    const open = cardOf(canvasElement, '庁舎.png').getByRole('link', { name: /^開く\s?（新しいタブで開きます）$/ });
    await expect(open).toHaveAttribute('href', '/api/local/1/庁舎.png');
    await expect(open).toHaveAttribute('target', '_blank');
    await expect(open).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

export const Deletes: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(cardOf(canvasElement, 'ロゴ.svg').getByRole('button', { name: '削除' }));
    await expect(args.onDelete).toHaveBeenCalledWith(expect.objectContaining({ id: 3, name: 'ロゴ.svg' }));
  },
};

export const OwnActions: Story = {
  args: {
    actions: (item) => (
      <Button size="small" variant="secondary">
        {`${item.name} を使う`}
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: '庁舎.png を使う' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'URLをコピー' })).toBeNull();
  },
};

const Choosing = () => {
  const [selectedId, setSelectedId] = useState<number | null>(null);
  return (
    <>
      <ImageGrid items={sampleImages} selectable selectedId={selectedId} onSelect={setSelectedId} />
      <p>{selectedId === null ? '未選択' : `選択中: ${selectedId}`}</p>
    </>
  );
};

export const SelectableWithKeyboard: Story = {
  render: () => <Choosing />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = canvas.getByRole('button', { name: /^庁舎\.png/ });
    const second = canvas.getByRole('button', { name: /^防災マップ\.jpg/ });
    await expect(first).toHaveAttribute('aria-pressed', 'false');
    await userEvent.tab();
    await expect(first).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(first).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByText('選択中: 1')).toBeVisible();
    await userEvent.tab();
    await expect(second).toHaveFocus();
    await userEvent.keyboard(' ');
    // One chosen at a time.
    await expect(second).toHaveAttribute('aria-pressed', 'true');
    await expect(first).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(canvas.getByRole('button', { name: /ロゴ\.svg/ }));
    await expect(canvas.getByText('選択中: 3')).toBeVisible();
    // A picker's card has no buttons of its own inside.
    await expect(canvas.queryByRole('button', { name: '削除' })).toBeNull();
  },
};
