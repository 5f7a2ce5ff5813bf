export type { ImagePickerChoice, ImagePickerProps, ImagePickerWords } from './ImagePicker.tsx';
export { ImagePicker } from './ImagePicker.tsx';
