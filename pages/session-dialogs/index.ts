export { DraftOfferDialog } from './DraftOfferDialog.tsx';
export { InactivityDialog } from './InactivityDialog.tsx';
