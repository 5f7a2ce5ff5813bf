export type { NavigationRequest } from './navigate.ts';
export { navigateFx } from './navigate.ts';
export type { NavEntry, NavUser } from './navigation.ts';
export { currentHref, destinationsFor, hrefsOf, landingHref, navigationFor, navigationTable } from './navigation.ts';
export type { RouteUser } from './routeAccess.ts';
export { dialogRouteAreas, mayOpenDialog, mayOpenRoute, routeAreas } from './routeAccess.ts';
