export type { NavigationRequest } from './navigate.ts';
export { navigateFx } from './navigate.ts';
