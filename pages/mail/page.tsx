import { useGate } from 'effector-react';
import { mailPageText } from '../../model/mail/index.ts';
import { PageHeader } from '../../ui/index.ts';
import { layout } from '../shared/index.ts';
import { ComposeSection } from './ComposeSection.tsx';
import { HistorySection } from './HistorySection.tsx';
import { MailPageGate } from './model.ts';

/**
 * /mail (MAIL 1): a mail composed to the lists the group may send to — checked, counted after duplicates,
 * previewed as the recipient sees it, tested on oneself, confirmed by typing the count above 100 — and the
 * history below, live as mail-history events arrive; a scheduled or sending mail is cancelled from there.
 */
export const MailPage = () => {
  useGate(MailPageGate);
  return (
    <div className={layout.stack}>
      <PageHeader title={mailPageText.title} description={mailPageText.description} />
      <ComposeSection />
      <HistorySection />
    </div>
  );
};
