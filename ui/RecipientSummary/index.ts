export type { RecipientSummaryProps, RecipientSummaryWords } from './RecipientSummary.tsx';
export { RecipientSummary } from './RecipientSummary.tsx';
