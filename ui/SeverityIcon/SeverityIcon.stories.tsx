import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { vars } from '../theme/index.ts';
import { SeverityIcon, severities, severityLabels } from './SeverityIcon.tsx';

const meta = {
  title: 'ui/SeverityIcon',
  component: SeverityIcon,
  args: { severity: 'info' },
  argTypes: {
    severity: { control: 'inline-radio', options: severities },
  },
  decorators: [
    (Story) => (
      <main>
        <Story />
      </main>
    ),
  ],
} satisfies Meta<typeof SeverityIcon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllSeverities: Story = {
  render: (args) => (
    <ul style={{ display: 'flex', gap: vars.space[24], listStyle: 'none', padding: 0 }}>
      {severities.map((severity) => (
        <li key={severity} style={{ display: 'flex', alignItems: 'center', gap: vars.space[8] }}>
          <SeverityIcon {...args} severity={severity} />
          {severityLabels[severity]}
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    const icons = [...canvasElement.querySelectorAll('svg')];
    await expect(icons).toHaveLength(severities.length);
    for (const icon of icons) await expect(icon).toHaveAttribute('aria-hidden', 'true');
    // Told apart by colour and by shape.
    await expect(new Set(icons.map((icon) => getComputedStyle(icon).color)).size).toBe(severities.length);
    await expect(new Set(icons.map((icon) => icon.innerHTML)).size).toBe(severities.length);
  },
};
