export type { PresenceProps, PresenceUser } from './Presence.tsx';
export { Presence } from './Presence.tsx';
