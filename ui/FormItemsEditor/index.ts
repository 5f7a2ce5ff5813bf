export type { FormItemsEditorHeadingLevel, FormItemsEditorProps } from './FormItemsEditor.tsx';
export { FormItemsEditor, formItemsEditorHeadingLevels } from './FormItemsEditor.tsx';
export type { FormItemSettingKind, FormItemsEditorItem, FormItemsEditorType } from './types.ts';
export { formItemSettingKinds } from './types.ts';
export type { FormItemsEditorWords } from './words.ts';
export { defaultFormItemsEditorWords } from './words.ts';
