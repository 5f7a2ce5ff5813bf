export type { AuthCardProps } from './AuthCard.tsx';
export { AuthCard } from './AuthCard.tsx';
