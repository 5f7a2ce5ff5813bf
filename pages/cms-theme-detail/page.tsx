import { useGate, useUnit } from 'effector-react';
import type { FormEvent } from 'react';
import { Link, useParams } from 'react-router-dom';
import { $themesBlocked, themeEditor } from '../../model/cms/index.ts';
import { Button, FormLayout, LinkButton, PageHeader, TextField } from '../../ui/index.ts';
import { CodeFields, cmsPagesText, codeConflictRows, lastChange, themeCodeFields } from '../cms-shared/index.ts';
import {
  LeaveGuard,
  paths,
  ReadOnlyNotice,
  RecordScreen,
  SaveProblem,
  useGoWhen,
  useOverThisPage,
} from '../shared/index.ts';
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
    draft: themeEditor.$draft,
    dirty: themeEditor.$dirty,
    saving: themeEditor.$saving,
    saveError: themeEditor.$saveError,
    fieldErrors: themeEditor.$fieldErrors,
    conflict: themeEditor.$conflict,
    onChange: themeEditor.changed,
    onSave: themeEditor.saveClicked,
    onKeepMine: themeEditor.keepMineClicked,
    onTakeTheirs: themeEditor.takeTheirsClicked,
  });
  useGoWhen(page.deleted ? paths.theme.list.to() : null);

  const readOnly = page.blocked !== null;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    page.onSave();
  };
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
          <FormLayout
            onSubmit={submit}
            noValidate
            actions={
              readOnly ? null : (
                <Button type="submit" loading={page.saving}>
                  {cmsPagesText.save}
                </Button>
              )
            }
          >
            {readOnly ? (
              <ReadOnlyNotice reason={page.blocked} />
            ) : (
              <SaveProblem
                conflictRows={
                  page.conflict
                    ? codeConflictRows(cmsPagesText.name, themeCodeFields, page.conflict.mine, page.conflict.theirs)
                    : null
                }
                saveError={page.saveError}
                saveFailedTitle={cmsPagesText.saveFailed}
                onKeepMine={page.onKeepMine}
                onTakeTheirs={page.onTakeTheirs}
                pending={page.saving}
              />
            )}
            <TextField
              label={cmsPagesText.name}
              required
              hint={cmsPagesText.nameHint}
              autoComplete="off"
              disabled={readOnly}
              value={page.draft.name}
              error={page.fieldErrors.name}
              onChange={(event) => page.onChange({ name: event.currentTarget.value })}
            />
            <CodeFields
              fields={themeCodeFields}
              draft={page.draft}
              errors={page.fieldErrors}
              readOnly={readOnly}
              onChange={page.onChange}
            />
          </FormLayout>
          <LeaveGuard when={page.dirty && !page.deleted} base={paths.theme.detail.to({ id: theme.id })} />
        </>
      )}
    </RecordScreen>
  );
};
