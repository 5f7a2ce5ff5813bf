export { StepExpired, stepExpiredText } from './StepExpired.tsx';
export { useFocusFirstInvalid, useHeadingFocus } from './useHeadingFocus.ts';
