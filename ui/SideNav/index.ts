export type { SideNavEntry, SideNavLinkProps, SideNavProps } from './SideNav.tsx';
export { SideNav } from './SideNav.tsx';
