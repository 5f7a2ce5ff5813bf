export type { ListCalls } from './fromEndpoints.ts';
export { listEffects } from './fromEndpoints.ts';
export type { Identified, ListResource, ListResourceOptions, ListStatus } from './listResource.ts';
export { createListResource, listStatuses, upsertById } from './listResource.ts';
