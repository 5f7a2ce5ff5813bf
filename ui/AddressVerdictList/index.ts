export type {
  AddressVerdictListProps,
  AddressVerdictListWords,
  AddressVerdictRow,
  AddressVerdictSummaryItem,
  AddressVerdictTone,
} from './AddressVerdictList.tsx';
export { AddressVerdictList, addressVerdictTones } from './AddressVerdictList.tsx';
