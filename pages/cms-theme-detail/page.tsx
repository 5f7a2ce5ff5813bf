import { useGate, useUnit } from 'effector-react';
import { Link, useParams } from 'react-router-dom';
import { $themesBlocked, themeEditor } from '../../model/cms/index.ts';
import { LinkButton, PageHeader } from '../../ui/index.ts';
import { CodeEditorForm, cmsPagesText, lastChange, themeCodeFields } from '../cms-shared/index.ts';
import { LeaveGuard, paths, RecordScreen, useGoWhen, useOverThisPage } from '../shared/index.ts';
import { $theme, $themeDeleted, $themeFetching, $themeLoadFailed, ThemeDetailGate, themeRetried } from './model.ts';

const text = cmsPagesText.theme;

/** /cms/theme/{id}: the theme's name and its code (head, body, style, script) in code editors. */
export const ThemeDetailPage = () => {
  const themeId = Number(useParams().id);
  useGate(ThemeDetailGate, { id: themeId });
  const over = useOverThisPage();
  const page = useUnit({
    theme: $theme,
    fetching: $themeFetching,
    failed: $themeLoadFailed,
    deleted: $themeDeleted,
    blocked: $themesBlocked,
    onRetry: themeRetried,
    dirty: themeEditor.$dirty,
  });
  useGoWhen(page.deleted ? paths.theme.list.to() : null);

  const readOnly = page.blocked !== null;
  return (
    <RecordScreen
      back={{ to: paths.theme.list.to(), label: text.backToList }}
      record={page.theme}
      fetching={page.fetching}
      failed={page.failed}
      onRetry={page.onRetry}
      words={text}
      header={(theme) => (
        <PageHeader
          title={theme.name}
          description={`${cmsPagesText.lastChange}：${lastChange(theme) || '—'}`}
          actions={
            readOnly ? null : (
              <LinkButton asChild variant="danger">
                <Link to={paths.theme.remove.to({ id: theme.id })} state={over}>
                  {cmsPagesText.remove(theme.name)}
                </Link>
              </LinkButton>
            )
          }
        />
      )}
    >
      {(theme) => (
        <>
          <CodeEditorForm
            editor={themeEditor}
            blocked={$themesBlocked}
            fields={themeCodeFields}
            submitLabel={cmsPagesText.save}
          />
          <LeaveGuard when={page.dirty && !page.deleted} base={paths.theme.detail.to({ id: theme.id })} />
        </>
      )}
    </RecordScreen>
  );
};
