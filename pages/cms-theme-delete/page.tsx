import { useGate, useUnit } from 'effector-react';
import { useParams } from 'react-router-dom';
import { $themesBlocked, cmsText, themeDelete, themes, themeUsage } from '../../model/cms/index.ts';
import { InlineAlert, Spinner } from '../../ui/index.ts';
import { cmsPagesText } from '../cms-shared/index.ts';
import { kitText, LoadFailed, paths, RecordDialog } from '../shared/index.ts';
import { $deletingTheme, ThemeDeleteGate } from './model.ts';

const text = cmsPagesText.theme;

/**
 * /cms/theme/{id}/delete, over the list or the theme: the confirmation, naming the theme and listing the websites
 * (and their pages) that use it. While any does, nothing is offered (the server would refuse) and the page says why.
 */
export const ThemeDeleteDialog = () => {
  const id = Number(useParams().id);
  useGate(ThemeDeleteGate, { id });
  const state = useUnit({
    theme: $deletingTheme,
    used: themeUsage.$items,
    usedStatus: themeUsage.$status,
    onRetryUsed: themeUsage.refreshed,
    blocked: $themesBlocked,
  });
  const checked = state.usedStatus === 'fulfilled';
  const inUse = state.used.length > 0;
  return (
    <RecordDialog
      dialog={themeDelete}
      fallback={paths.theme.list.to()}
      removes={paths.theme.detail.to({ id })}
      record={state.theme}
      list={themes}
      states={text}
      title={(theme) => text.deleteTitle(theme.name)}
      description={text.deleteDescription}
      words={{ submit: text.deleteSubmit, failed: text.deleteFailed }}
      destructive
      blocked={state.blocked}
      submitDisabled={!checked || inUse}
    >
      {() =>
        state.usedStatus === 'rejected' ? (
          <LoadFailed title={text.usedFailed} description={kitText.loadFailed.body} onRetry={state.onRetryUsed} />
        ) : !checked ? (
          <Spinner label={text.usedLoading} />
        ) : inUse ? (
          <InlineAlert severity="warning" title={text.usedTitle(state.used.length)}>
            <p>
              {cmsText.theme.inUse(
                state.used.length,
                state.used.reduce((count, use) => count + use.pages.length, 0),
              )}
            </p>
            <ul>
              {state.used.map((use) => (
                <li key={use.webId}>
                  {text.usedBy(
                    use.webName,
                    use.pages.map((page) => page.title),
                  )}
                </li>
              ))}
            </ul>
          </InlineAlert>
        ) : (
          <p>{text.usedNone}</p>
        )
      }
    </RecordDialog>
  );
};
