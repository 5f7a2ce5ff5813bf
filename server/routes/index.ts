import type { ServerContext } from '../context.ts';
import type { Implementation } from '../http/registerEndpoints.ts';
import { accountImplementations } from './account.ts';
import { authImplementations } from './auth/index.ts';
import { configImplementations } from './config.ts';
import { domainImplementations } from './domain.ts';
import { groupImplementations } from './group.ts';
import { noticeImplementations } from './notice.ts';
import { realtimeImplementations } from './realtime.ts';

/**
 * Every implemented endpoint. A domain adds its module here; endpoints of the contract with no
 * implementation answer 501 (see registerEndpoints).
 */
export const implementations = (context: ServerContext): Implementation[] => [
  ...authImplementations(context),
  ...configImplementations(context),
  ...groupImplementations(context),
  ...accountImplementations(context),
  ...domainImplementations(context),
  ...noticeImplementations(context),
  ...realtimeImplementations(context),
];
