import { useGate, useUnit } from 'effector-react';
import { Link } from 'react-router-dom';
import type { TemplateRead } from '../../contract/index.ts';
import { $templatesBlocked, templateActive, templateList, templates } from '../../model/cms/index.ts';
import type { DataTableColumn } from '../../ui/index.ts';
import { ActiveSwitch, cmsPagesText, lastChange } from '../cms-shared/index.ts';
import { ListHeader, ListSection, layout, paths, useOverThisPage } from '../shared/index.ts';
import { $templateQuery, $templatesLoading, TemplateListGate, templateSearched } from './model.ts';

const text = cmsPagesText.template;

/** /cms/template: every template, switched active from its row; search by name; delete in a dialog over the list. */
export const TemplateListPage = () => {
  useGate(TemplateListGate);
  const over = useOverThisPage();
  const list = useUnit({
    rows: templateList.$visible,
    total: templateList.$total,
    loading: $templatesLoading,
    failed: templates.$failed,
    search: $templateQuery,
    onSearch: templateSearched,
    onRetry: templates.refreshed,
    blocked: $templatesBlocked,
    pendingIds: templateActive.$pendingIds,
    onToggle: templateActive.toggled,
  });
  const { blocked, pendingIds, onToggle, ...section } = list;
  const columns: DataTableColumn<TemplateRead>[] = [
    {
      key: 'name',
      header: cmsPagesText.name,
      render: (template) => <Link to={paths.template.detail.to({ id: template.id })}>{template.name}</Link>,
    },
    {
      key: 'active',
      header: text.activeColumn,
      width: '8em',
      render: (template) => (
        <ActiveSwitch
          template={template}
          pending={pendingIds.includes(template.id)}
          blocked={blocked !== null}
          onToggle={onToggle}
        />
      ),
    },
    { key: 'lastChange', header: cmsPagesText.lastChange, render: lastChange },
  ];
  return (
    <div className={layout.stack}>
      <ListHeader
        title={text.title}
        description={text.description}
        create={{ to: paths.template.create.to(), label: text.create }}
        blocked={blocked}
      />
      <ListSection
        words={{ ...text, emptyDescription: blocked ?? text.emptyDescription }}
        columns={columns}
        rowKey={(template) => template.id}
        rowActions={
          blocked
            ? undefined
            : (template) => (
                <Link to={paths.template.remove.to({ id: template.id })} state={over}>
                  {cmsPagesText.remove(template.name)}
                </Link>
              )
        }
        {...section}
      />
    </div>
  );
};
