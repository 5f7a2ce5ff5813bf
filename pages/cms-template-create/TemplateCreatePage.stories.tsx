import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { templateFx } from '../../model/cms/index.ts';
import { cmsStoryLoader, outcome } from '../cms-shared/story.ts';
import { callsOf, PageStory, sessionOf } from '../shared/story.tsx';
import { TemplateCreatePage } from './page.tsx';

const meta = {
  title: 'pages/cms/TemplateCreatePage',
  component: TemplateCreatePage,
  parameters: { layout: 'fullscreen' },
  render: (_, { loaded }) => (
    <PageStory scope={sessionOf(loaded).scope} main path="/cms/template/create">
      <TemplateCreatePage />
    </PageStory>
  ),
} satisfies Meta<typeof TemplateCreatePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new template: its name and empty code editors; created, the page goes on to it. */
export const CreatesAndGoesOn: Story = {
  loaders: [cmsStoryLoader({ handlers: [[templateFx.create, () => outcome({ id: 7, version: 1 })]] })],
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'テンプレートの作成' })).toBeVisible();
    await expect(await canvas.findByRole('textbox', { name: '本文（HTML）' })).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: /名前/ }), '新着情報');
    await userEvent.click(canvas.getByRole('button', { name: 'テンプレートを作成' }));
    await waitFor(() =>
      expect(callsOf(loaded, templateFx.create)).toEqual([
        { body: { name: '新着情報', body: '', style: '', script: '', formScript: '', formStyle: '' } },
      ]),
    );
    await expect(await canvas.findByTestId('location')).toHaveTextContent('/cms/template/7');
  },
};
