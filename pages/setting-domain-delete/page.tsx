import { useGate, useUnit } from 'effector-react';
import { useParams } from 'react-router-dom';
import { allowedDomains, domainDelete, domainLabel } from '../../model/config/index.ts';
import { InlineAlert, Spinner } from '../../ui/index.ts';
import { settingText } from '../setting/text.ts';
import { kitText, LoadFailed, MutationFormDialog, paths } from '../shared/index.ts';
import { $deleteBlocked, $deletingDomain, DomainDeleteGate } from './model.ts';

const text = settingText.remove;

/**
 * /setting/domain/{id}/delete, over /setting: the confirmation, naming the domain. Only a listed domain can
 * be deleted: while the list loads, when it failed, or once the domain is gone, nothing is offered.
 */
export const DomainDeleteDialog = () => {
  const id = Number(useParams().id);
  useGate(DomainDeleteGate, { id });
  const state = useUnit({
    domain: $deletingDomain,
    loading: allowedDomains.$pending,
    failed: allowedDomains.$failed,
    onRetry: allowedDomains.refreshed,
    blocked: $deleteBlocked,
  });
  const { domain } = state;
  return (
    <MutationFormDialog
      dialog={domainDelete}
      fallback={paths.setting.page.to()}
      title={
        domain
          ? text.title(domainLabel(domain))
          : state.loading
            ? text.loading
            : state.failed
              ? text.failedTitle
              : text.missingTitle
      }
      // Always a text: Ark links the description only if it is there when the dialog opens.
      description={
        domain ? text.description : state.loading ? text.loading : state.failed ? '' : text.missingDescription
      }
      words={text}
      destructive
      submitDisabled={!domain || state.blocked !== null}
    >
      {domain ? (
        state.blocked ? (
          <InlineAlert severity="info" title={settingText.readOnly}>
            {state.blocked}
          </InlineAlert>
        ) : null
      ) : state.loading ? (
        <Spinner label={text.loading} />
      ) : state.failed ? (
        <LoadFailed title={kitText.loadFailed.title} description={kitText.loadFailed.body} onRetry={state.onRetry} />
      ) : (
        <InlineAlert severity="warning" title={text.missingTitle} />
      )}
    </MutationFormDialog>
  );
};
