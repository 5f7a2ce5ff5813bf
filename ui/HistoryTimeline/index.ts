export type { HistoryEntry, HistoryTimelineProps } from './HistoryTimeline.tsx';
export { HistoryTimeline } from './HistoryTimeline.tsx';
