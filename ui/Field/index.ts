export type { FieldProps } from './Field.tsx';
export { FieldError, FieldHint, RequiredMark, useFieldDescription } from './Field.tsx';
