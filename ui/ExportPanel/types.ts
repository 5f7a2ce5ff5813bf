import type { StatusBadgeTone } from '../StatusBadge/index.ts';

/** What a download holds. */
export const exportPanelScopes = ['selected', 'filtered', 'all'] as const;
export type ExportPanelScope = (typeof exportPanelScopes)[number];

/** The file kinds a download is made as (the contract's export formats). */
export const exportPanelFormats = ['csv', 'csv-sjis', 'xlsx', 'zip'] as const;
export type ExportPanelFormat = (typeof exportPanelFormats)[number];

/** A character Shift_JIS (CP932) cannot write, where it was found. */
export type ExportPanelLackingChar = { answerId: number; label: string; char: string };

/**
 * An export running on the server. `format` and `state` may be ones the console does not know (another
 * server's): they are then shown as they are.
 */
export type ExportPanelJob = {
  id: number;
  format: string;
  state: string;
  done: number;
  total: number;
  /** Where the finished file is fetched; shown as a download link once `state` is done. */
  url?: string;
  fileName?: string;
  /** At most a hundred listed; `lackingCount` counts all. */
  lacking?: readonly ExportPanelLackingChar[];
  lackingCount?: number;
  /** Why it failed, in the server's words. */
  message?: string;
};

/** How each state a job goes through is shown; one the console does not know is `neutral`. */
export const jobStateTones: Readonly<Record<string, StatusBadgeTone>> = {
  queued: 'pending',
  running: 'active',
  done: 'positive',
  failed: 'critical',
  cancelled: 'muted',
};

/** States after which a job is not cancelled any more. */
export const finishedJobStates: readonly string[] = ['done', 'failed', 'cancelled'];
