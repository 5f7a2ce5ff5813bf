import type { ServerContext } from '../context.ts';
import type { Implementation } from '../http/registerEndpoints.ts';

/**
 * Every implemented endpoint. A domain adds its module here; endpoints of the contract with no
 * implementation answer 501 (see registerEndpoints).
 */
export const implementations = (_context: ServerContext): Implementation[] => [];
