import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button/index.ts';
import { SectionHeading, sectionHeadingLevels } from './SectionHeading.tsx';

const meta = {
  title: 'ui/SectionHeading',
  component: SectionHeading,
  args: { children: '所属アカウント', level: 2 },
  argTypes: {
    level: { control: 'inline-radio', options: sectionHeadingLevels },
    actions: { control: false },
  },
  // Sections sit under the page's h1 inside its main landmark.
  decorators: [
    (Story) => (
      <main>
        <h1>広報課</h1>
        <Story />
      </main>
    ),
  ],
} satisfies Meta<typeof SectionHeading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Level2: Story = {
  play: async ({ canvasElement }) => {
    const heading = within(canvasElement).getByRole('heading', { name: '所属アカウント' });
    await expect(heading.tagName).toBe('H2');
    await expect(getComputedStyle(heading).fontWeight).toBe('700');
    // Larger than body text, smaller than the page's h1.
    const size = Number.parseFloat(getComputedStyle(heading).fontSize);
    const body = Number.parseFloat(getComputedStyle(canvasElement.ownerDocument.body).fontSize);
    await expect(size).toBeGreaterThan(body);
  },
};

export const Level3IsSmaller: Story = {
  render: (args) => (
    <>
      <SectionHeading {...args}>権限</SectionHeading>
      <SectionHeading {...args} level={3}>
        フォーム
      </SectionHeading>
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const section = canvas.getByRole('heading', { level: 2, name: '権限' });
    const part = canvas.getByRole('heading', { level: 3, name: 'フォーム' });
    await expect(Number.parseFloat(getComputedStyle(part).fontSize)).toBeLessThan(
      Number.parseFloat(getComputedStyle(section).fontSize),
    );
  },
};

export const WithActions: Story = {
  args: {
    actions: <Button size="small">アカウントを追加する</Button>,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', { name: '所属アカウント' });
    const action = canvas.getByRole('button', { name: 'アカウントを追加する' });
    // The action is not part of the heading, and sits to its right on the same line.
    await expect(heading).not.toContainElement(action);
    const headingBox = heading.getBoundingClientRect();
    const actionBox = action.getBoundingClientRect();
    await expect(actionBox.left).toBeGreaterThanOrEqual(headingBox.right);
    await expect(actionBox.top).toBeLessThan(headingBox.bottom);
  },
};

export const NamesItsSection: Story = {
  args: { id: 'accounts-heading' },
  render: (args) => (
    <section aria-labelledby="accounts-heading">
      <SectionHeading {...args} />
      <p>このグループに所属するアカウントはまだありません。</p>
    </section>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: '所属アカウント' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: '所属アカウント' })).toHaveAttribute('id', 'accounts-heading');
  },
};
