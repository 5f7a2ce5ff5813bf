import { Link } from 'react-router-dom';
import type { PageRead } from '../../contract/index.ts';
import type { DataTableColumn } from '../../ui/index.ts';
import { ActiveSwitch, lastChange, pageLabel, pageListText, pagePath } from '../cms-shared/index.ts';
import { paths } from '../shared/index.ts';

const text = pageListText;

/** What the columns need besides the row: the website, template names, the switch's state and its rule. */
export interface PageColumnsInput {
  webId: number;
  templates: { names: ReadonlyMap<number, string>; loaded: boolean };
  pendingIds: readonly number[];
  blocked: boolean;
  onToggle: (change: { id: number; active: boolean }) => void;
}

const templateCell = (page: PageRead, templates: PageColumnsInput['templates']): string => {
  if (page.templateId === undefined) return '';
  if (page.templateId === null) return text.noTemplate;
  return templates.names.get(page.templateId) ?? (templates.loaded ? text.unknownTemplate : '');
};

/** The page list's columns: title (to the editor), path, template, the active switch and the last change. */
export const pageColumns = (input: PageColumnsInput): DataTableColumn<PageRead>[] => [
  {
    key: 'title',
    header: text.columns.title,
    render: (page) => <Link to={paths.page.detail.to({ webId: input.webId, id: page.id })}>{pageLabel(page)}</Link>,
  },
  {
    key: 'path',
    header: text.columns.path,
    render: (page) => {
      const path = pagePath(page);
      return path === '/' ? `/（${text.topPage}）` : (path ?? '');
    },
  },
  { key: 'template', header: text.columns.template, render: (page) => templateCell(page, input.templates) },
  {
    key: 'active',
    header: text.columns.active,
    width: '8em',
    render: (page) => (
      <ActiveSwitch
        record={{ id: page.id, active: page.active, title: pageLabel(page) }}
        pending={input.pendingIds.includes(page.id)}
        blocked={input.blocked}
        onToggle={input.onToggle}
      />
    ),
  },
  { key: 'lastChange', header: text.columns.lastChange, render: lastChange },
];
