export { ActiveSwitch } from './ActiveSwitch.tsx';
export { type CodeField, CodeFields, codeConflictRows } from './CodeFields.tsx';
export { templateCodeFields, themeCodeFields } from './fields.ts';
export { TemplateEditorForm } from './TemplateEditorForm.tsx';
export { cmsPagesText, lastChange } from './text.ts';
