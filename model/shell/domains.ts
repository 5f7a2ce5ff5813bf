import { authorDomain } from '../author/index.ts';
import { allowedDomainDomain } from '../config/index.ts';
import { formDomain } from '../form/index.ts';
import { formAnswerDomain } from '../formAnswer/index.ts';
import { groupDomain } from '../group/index.ts';
import type { DomainEntry } from '../kit/index.ts';
import { mailHistoryDomain } from '../mail/index.ts';
import { mailingDomain } from '../mailing/index.ts';
import { noticeDomain } from '../notice/index.ts';
import { webDomain } from '../web/index.ts';
import { workflowDomain } from '../workflow/index.ts';

/**
 * The registry: every domain the shell loads at sign-in, keeps fresh by real-time events, counts for the
 * loading overlay and resets at sign-out. A new domain adds its one entry here (see docs/adding-a-domain.md).
 */
export const domains: readonly DomainEntry[] = [
  groupDomain,
  noticeDomain,
  allowedDomainDomain,
  webDomain,
  mailHistoryDomain,
  mailingDomain,
  formDomain,
  formAnswerDomain,
  authorDomain,
  workflowDomain,
];
