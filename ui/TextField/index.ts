export type { TextFieldProps, TextFieldType } from './TextField.tsx';
export { TextField, textFieldTypes } from './TextField.tsx';
