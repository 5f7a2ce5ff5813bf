import type { Meta, StoryObj } from '@storybook/react-vite';
import type { FormEvent } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/index.ts';
import { TextField } from '../TextField/index.ts';
import { FormLayout } from './FormLayout.tsx';

const submitted = fn();

const meta = {
  title: 'ui/FormLayout',
  component: FormLayout,
  args: {
    'aria-label': 'アカウント作成',
    onSubmit: (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      submitted(Object.fromEntries(new FormData(event.currentTarget)));
    },
    children: (
      <>
        <TextField label="氏名" name="name" required />
        <TextField label="メールアドレス" name="email" type="email" required />
        <TextField label="電話番号" name="tel" type="tel" hint="例：03-1234-5678" />
      </>
    ),
    actions: (
      <>
        <Button type="submit">作成する</Button>
        <Button variant="secondary">キャンセル</Button>
      </>
    ),
  },
  argTypes: {
    children: { control: false },
    actions: { control: false },
  },
  decorators: [
    (Story) => (
      <main>
        <Story />
      </main>
    ),
  ],
  beforeEach: () => {
    submitted.mockClear();
  },
} satisfies Meta<typeof FormLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FieldsStackThenActions: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = canvas.getByRole('form', { name: 'アカウント作成' });
    const boxes = within(form)
      .getAllByRole('textbox')
      .map((field) => field.getBoundingClientRect());
    // One under another, left edges lined up.
    for (let index = 1; index < boxes.length; index += 1) {
      await expect((boxes[index] as DOMRect).top).toBeGreaterThan((boxes[index - 1] as DOMRect).bottom);
      await expect((boxes[index] as DOMRect).left).toBe((boxes[0] as DOMRect).left);
    }
    const submit = canvas.getByRole('button', { name: '作成する' });
    const cancel = canvas.getByRole('button', { name: 'キャンセル' });
    await expect(submit.getBoundingClientRect().top).toBeGreaterThan((boxes.at(-1) as DOMRect).bottom);
    // The actions share a row.
    await expect(cancel.getBoundingClientRect().top).toBe(submit.getBoundingClientRect().top);
  },
};

export const Submits: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: '氏名' }), '山田 太郎');
    await userEvent.type(canvas.getByRole('textbox', { name: 'メールアドレス' }), 'taro@example.lg.jp');
    await userEvent.click(canvas.getByRole('button', { name: '作成する' }));
    await expect(submitted).toHaveBeenCalledWith({ name: '山田 太郎', email: 'taro@example.lg.jp', tel: '' });
  },
};

export const RequiredBlocksSubmit: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '作成する' }));
    await expect(submitted).not.toHaveBeenCalled();
  },
};
