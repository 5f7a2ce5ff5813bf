export type { InlineAlertProps, InlineAlertSeverity } from './InlineAlert.tsx';
export { InlineAlert, inlineAlertSeverities } from './InlineAlert.tsx';
