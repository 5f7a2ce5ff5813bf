/**
 * What the sign-in screens take from pages/shared, without the rest of its index: pages/ has side effects
 * (package.json `sideEffects`), so importing the index would put every shared module, with the tables and
 * dialogs under them, in the chunk the sign-in form waits for.
 */
export type { NewPassword, NewPasswordFieldsProps } from './NewPasswordFields.tsx';
export { NewPasswordFields } from './NewPasswordFields.tsx';
export { OneTimeCodeForm } from './OneTimeCodeForm.tsx';
export type { SessionFormProps } from './SessionForm.tsx';
export { SessionForm } from './SessionForm.tsx';
export { StepExpired } from './StepExpired.tsx';
export { useHeadingFocus } from './useHeadingFocus.ts';
