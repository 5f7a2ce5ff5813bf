export type { StatusBadgeProps, StatusBadgeTone } from './StatusBadge.tsx';
export { StatusBadge, statusBadgeTones } from './StatusBadge.tsx';
