export { ActiveSwitch, type SwitchableRecord } from './ActiveSwitch.tsx';
export { type CodeDraft, CodeEditorForm } from './CodeEditorForm.tsx';
export { type CodeField, CodeFields, codeConflictRows } from './CodeFields.tsx';
export { templateCodeFields, themeCodeFields } from './fields.ts';
export { ImageLibraryPicker } from './ImageLibraryPicker.tsx';
export { pageLabel, pageListText, pagePath } from './pageListText.ts';
export { cmsPagesText, lastChange } from './text.ts';
