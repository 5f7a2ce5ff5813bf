export type { DateTimeFieldProps, DateTimeFieldWords } from './DateTimeField.tsx';
export { DateTimeField, formatJapaneseEra } from './DateTimeField.tsx';
