import * as groupStyles from './styles.css.ts';

export type { CheckboxFieldProps } from './CheckboxField.tsx';
export { CheckboxField } from './CheckboxField.tsx';
export type { ConflictViewProps } from './ConflictView.tsx';
export { ConflictView } from './ConflictView.tsx';
export { GroupEditorForm } from './GroupEditorForm.tsx';
export { LeaveGuard } from './LeaveGuard.tsx';
export { LevelCells } from './LevelCells.tsx';
export { TemporaryPassword } from './TemporaryPassword.tsx';
export { groupPagesText } from './text.ts';
export { useCloseDialog } from './useCloseDialog.ts';
export { groupStyles };
