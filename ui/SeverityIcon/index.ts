export type { Severity, SeverityIconProps } from './SeverityIcon.tsx';
export { SeverityIcon, severities, severityLabels } from './SeverityIcon.tsx';
