import * as groupStyles from './styles.css.ts';

export { GroupEditorForm } from './GroupEditorForm.tsx';
export { LevelCells } from './LevelCells.tsx';
export { TemporaryPassword } from './TemporaryPassword.tsx';
export { groupPagesText } from './text.ts';
export { groupStyles };
