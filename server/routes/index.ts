import {
  authApi,
  authorApi,
  configApi,
  domainApi,
  formAnswerApi,
  formApi,
  groupApi,
  localFileApi,
  mailApi,
  mailingApi,
  noticeApi,
  pageApi,
  realtimeApi,
  templateApi,
  themeApi,
  webApi,
  workflowApi,
} from '../../contract/index.ts';
import type { ServerContext } from '../context.ts';
import { type Implementation, implementApi } from '../http/registerEndpoints.ts';
import { accountHandlers } from './account.ts';
import { authHandlers } from './auth/index.ts';
import { authorHandlers } from './author.ts';
import { configHandlers } from './config.ts';
import { domainHandlers } from './domain.ts';
import { formHandlers } from './form.ts';
import { formAnswerBodyLimits, formAnswerHandlers } from './formAnswer.ts';
import { groupHandlers } from './group.ts';
import { localFileHandlers } from './localFile.ts';
import { mailHandlers } from './mail.ts';
import { mailingHandlers } from './mailing.ts';
import { noticeHandlers } from './notice.ts';
import { pageHandlers } from './page.ts';
import { realtimeHandlers } from './realtime.ts';
import { templateHandlers } from './template.ts';
import { themeHandlers } from './theme.ts';
import { webHandlers } from './web.ts';
import { workflowHandlers } from './workflow.ts';

/**
 * Every implemented api object of the contract, each with its handlers keyed like it (a missing handler
 * fails to compile). A domain adds one line here; an api not listed answers 501 after the access check
 * (see registerEndpoints).
 */
export const implementations = (context: ServerContext): Implementation[] => [
  ...implementApi(authApi, authHandlers(context)),
  ...implementApi(configApi, configHandlers(context)),
  // The accounts of a group live under its path: group.ts and account.ts each serve a part of groupApi.
  ...implementApi(groupApi, { ...groupHandlers(context), ...accountHandlers(context) }),
  ...implementApi(domainApi, domainHandlers(context)),
  ...implementApi(noticeApi, noticeHandlers(context)),
  ...implementApi(realtimeApi, realtimeHandlers(context)),
  ...implementApi(themeApi, themeHandlers(context)),
  ...implementApi(templateApi, templateHandlers(context)),
  ...implementApi(webApi, webHandlers(context)),
  ...implementApi(pageApi, pageHandlers(context)),
  ...implementApi(localFileApi, localFileHandlers(context)),
  ...implementApi(mailApi, mailHandlers(context)),
  ...implementApi(mailingApi, mailingHandlers(context)),
  ...implementApi(formApi, formHandlers(context)),
  ...implementApi(authorApi, authorHandlers(context)),
  ...implementApi(workflowApi, workflowHandlers(context)),
  ...implementApi(formAnswerApi, formAnswerHandlers(context), { bodyLimits: formAnswerBodyLimits }),
];
