export { api } from './client.ts';
export type { EndpointEffect, EndpointParams } from './endpointFx.ts';
export { endpointFx, noPermissionAnswered } from './endpointFx.ts';
