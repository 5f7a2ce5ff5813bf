export type { NewPassword, NewPasswordFieldsProps } from './NewPasswordFields.tsx';
export { NewPasswordFields } from './NewPasswordFields.tsx';
export { OneTimeCodeForm } from './OneTimeCodeForm.tsx';
export type { SessionFormProps } from './SessionForm.tsx';
export { SessionForm } from './SessionForm.tsx';
export { StepExpired, stepExpiredText } from './StepExpired.tsx';
export { newPasswordText, oneTimeCodeText } from './text.ts';
export { useFocusFirstInvalid, useHeadingFocus } from './useHeadingFocus.ts';
