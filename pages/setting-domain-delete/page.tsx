import { useGate, useUnit } from 'effector-react';
import { useParams } from 'react-router-dom';
import { allowedDomains, domainDelete, domainLabel } from '../../model/config/index.ts';
import { settingText } from '../setting/text.ts';
import { paths, RecordDialog } from '../shared/index.ts';
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
    blocked: $deleteBlocked,
  });
  return (
    <RecordDialog
      dialog={domainDelete}
      fallback={paths.setting.page.to()}
      record={state.domain}
      list={allowedDomains}
      states={text}
      title={(domain) => text.title(domainLabel(domain))}
      description={text.description}
      words={text}
      destructive
      blocked={state.blocked}
    />
  );
};
