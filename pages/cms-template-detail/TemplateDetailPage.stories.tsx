import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { templateFx } from '../../model/cms/index.ts';
import { cmsStoryLoader, outcome, someTemplates } from '../cms-shared/story.ts';
import { callsOf, PageStory, sessionOf } from '../shared/story.tsx';
import { TemplateDetailPage } from './page.tsx';

const template = someTemplates[2] ?? someTemplates[0];
if (!template) throw new Error('no template fixture');

const meta = {
  title: 'pages/cms/TemplateDetailPage',
  component: TemplateDetailPage,
  parameters: { layout: 'fullscreen' },
  render: (_, { loaded }) => (
    <PageStory scope={sessionOf(loaded).scope} main path="/cms/template/:id" entries={[`/cms/template/${template.id}`]}>
      <TemplateDetailPage />
    </PageStory>
  ),
} satisfies Meta<typeof TemplateDetailPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Name and five code fields; switched active from the editor; a rename saved with the version read. */
export const EditsTogglesAndSaves: Story = {
  loaders: [
    cmsStoryLoader({
      handlers: [
        [templateFx.list, () => someTemplates],
        [templateFx.get, () => template],
        [templateFx.setActive, () => outcome({ id: template.id })],
        [templateFx.update, () => outcome({ id: template.id, version: 2 })],
      ],
    }),
  ],
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: template.name });
    for (const label of [
      '本文（HTML）',
      'スタイル（CSS）',
      'スクリプト（JavaScript）',
      'フォーム用スタイル（CSS）',
      'フォーム用スクリプト（JavaScript）',
    ]) {
      await expect(await canvas.findByRole('textbox', { name: label })).toBeVisible();
    }
    const active = canvas.getByRole('checkbox', { name: new RegExp(template.name.replace(/[（）]/g, '.')) });
    await expect(active).not.toBeChecked();
    active.focus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(active).toBeChecked());
    await expect(callsOf(loaded, templateFx.setActive)).toEqual([
      { params: { id: template.id }, body: { active: true } },
    ]);

    const name = canvas.getByRole('textbox', { name: /名前/ });
    await userEvent.clear(name);
    await userEvent.type(name, 'イベント告知');
    await userEvent.click(canvas.getByRole('button', { name: '保存する' }));
    await waitFor(() =>
      expect(callsOf(loaded, templateFx.update)).toEqual([
        {
          params: { id: template.id },
          body: {
            name: 'イベント告知',
            body: template.body,
            style: template.style,
            script: template.script,
            formScript: template.formScript,
            formStyle: template.formStyle,
            version: template.version,
          },
        },
      ]),
    );
  },
};

/** A save the server refuses: its message shown, what was typed kept. */
export const RefusalKeepsTheDraft: Story = {
  loaders: [
    cmsStoryLoader({
      handlers: [
        [templateFx.list, () => someTemplates],
        [templateFx.get, () => template],
        [
          templateFx.update,
          () =>
            outcome({
              ok: false,
              message: '「標準ページ」というテンプレートはすでにあります。別の名前にしてください。',
            }),
        ],
      ],
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = await canvas.findByRole('textbox', { name: /名前/ });
    await userEvent.clear(name);
    await userEvent.type(name, '標準ページ');
    await userEvent.click(canvas.getByRole('button', { name: '保存する' }));
    await expect(await canvas.findByText(/すでにあります/)).toBeVisible();
    await expect(name).toHaveValue('標準ページ');
  },
};
