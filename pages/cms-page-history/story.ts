import type { PageVersion, PageVersionRead, PageVersionSummary } from '../../contract/index.ts';
import { aPageVersion, composedAsPublic } from '../../contract/testing/examples.ts';
import { pageFx } from '../../model/cms/index.ts';
import { $tokenInfo } from '../../model/session/index.ts';
import { admin } from '../../model/session/testing.ts';
import { workflowFx } from '../../model/workflow/index.ts';
import { type StoryOptions, sessionLoader } from '../shared/story.tsx';

/** Page history stories: every page and workflow endpoint's effect replaced, so none reaches a network. */
const endpoints = [...Object.values(pageFx), ...Object.values(workflowFx)];

export const historyPath = '/cms/1/page/10/history';

const hanako = { id: 4, name: '広報 花子' };
const body = (line: string) =>
  `<h2>募集職種</h2>\n<ul>\n  <li>一般行政職</li>\n${line}</ul>\n<p>お問い合わせは人事課へ。</p>`;

/**
 * 採用案内's versions, newest first: 3 requested (never published), 2 live, 1 published before it; each with its
 * preview as the server composes it (the website's theme and the page's template).
 */
export const versions: PageVersion[] = (
  [
    {
      ...aPageVersion,
      id: 33,
      pageId: 10,
      pageVersion: 3,
      title: '職員採用案内',
      path: '',
      html: body('  <li>土木技術職</li>\n'),
      createdBy: hanako,
      createdAt: '2026-04-03T01:00:00.000Z',
      publishedAt: null,
      live: false,
    },
    {
      ...aPageVersion,
      id: 32,
      pageId: 10,
      pageVersion: 2,
      title: '職員採用案内',
      path: '',
      html: body(''),
      createdBy: hanako,
      createdAt: '2026-04-02T01:00:00.000Z',
      publishedAt: '2026-04-02T03:00:00.000Z',
      live: true,
    },
    {
      ...aPageVersion,
      id: 31,
      pageId: 10,
      pageVersion: 1,
      title: '採用案内',
      path: '',
      html: '<h2>募集職種</h2>\n<p>準備中です。</p>',
      // The account is gone: no name to show, and never its id.
      createdBy: null,
      createdAt: '2026-04-01T01:00:00.000Z',
      publishedAt: '2026-04-01T02:00:00.000Z',
      live: false,
    },
  ] satisfies Omit<PageVersion, 'preview'>[]
).map((version) => ({ ...version, preview: composedAsPublic(version.title, version.html) }));

export const summaries: PageVersionSummary[] = versions.map(
  ({ html: _html, preview: _preview, ...summary }) => summary,
);

/** GET /api/cms/page-version/{id} as the server answers it. */
export const versionById = ({ params }: { params: { id: number } }) =>
  versions.find((version) => version.id === params.id);

/** The same read from a server that composes no preview (an agency's): the console shows the page alone. */
export const versionWithoutPreviewById = ({ params }: { params: { id: number } }): PageVersionRead | undefined => {
  const found = versionById({ params });
  if (!found) return undefined;
  const { preview: _preview, ...read } = found;
  return read;
};

export const historyStoryLoader = (options: StoryOptions = {}) =>
  sessionLoader({
    ...options,
    values: [[$tokenInfo, admin], ...(options.values ?? [])],
    replaced: [...endpoints, ...(options.replaced ?? [])],
  });
