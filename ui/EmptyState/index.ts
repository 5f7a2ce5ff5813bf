export type { EmptyStateHeadingLevel, EmptyStateProps } from './EmptyState.tsx';
export { EmptyState, emptyStateHeadingLevels } from './EmptyState.tsx';
