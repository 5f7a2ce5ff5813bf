import { useMemo } from 'react';
import { Button } from '../Button/index.ts';
import { InlineAlert } from '../InlineAlert/index.ts';
import { ChoiceGroup } from './ChoiceGroup.tsx';
import { ExportJobList } from './ExportJobList.tsx';
import * as styles from './ExportPanel.css.ts';
import {
  type ExportPanelFormat,
  type ExportPanelJob,
  type ExportPanelScope,
  exportPanelFormats,
  exportPanelScopes,
} from './types.ts';
import { defaultExportPanelWords, type ExportPanelWords, formatCount } from './words.ts';

export type ExportPanelProps = {
  /** How many answers each scope holds; `filtering` says whether any filter is set at all. */
  selectedCount: number;
  matchingCount: number;
  totalCount: number;
  filtering: boolean;
  scope: ExportPanelScope;
  onScopeChange: (scope: ExportPanelScope) => void;
  format: ExportPanelFormat;
  onFormatChange: (format: ExportPanelFormat) => void;
  onStart: () => void;
  /** While the server is asked to start the job. */
  pending?: boolean;
  /** The server's refusal to start one. */
  error?: string;
  /** This form's exports, newest first; they run on after the panel closes. */
  jobs: readonly ExportPanelJob[];
  onCancel: (id: number) => void;
  jobsHeadingLevel?: 2 | 3 | 4;
  words?: Partial<ExportPanelWords>;
};

/**
 * What to download and as what, and the exports already under way: the body of the download dialog.
 * A scope that holds nothing is shown disabled with the reason, so the choice is never a surprise.
 */
export const ExportPanel = ({
  selectedCount,
  matchingCount,
  totalCount,
  filtering,
  scope,
  onScopeChange,
  format,
  onFormatChange,
  onStart,
  pending = false,
  error,
  jobs,
  onCancel,
  jobsHeadingLevel = 3,
  words: wordsGiven,
}: ExportPanelProps) => {
  const words = useMemo(() => ({ ...defaultExportPanelWords, ...wordsGiven }), [wordsGiven]);

  const why: Record<ExportPanelScope, string | undefined> = {
    selected: selectedCount === 0 ? words.noneSelected : undefined,
    filtered: !filtering ? words.notFiltering : matchingCount === 0 ? words.noneMatching : undefined,
    all: totalCount === 0 ? words.noAnswers : undefined,
  };
  const counts: Record<ExportPanelScope, number> = {
    selected: selectedCount,
    filtered: matchingCount,
    all: totalCount,
  };
  const scopes = exportPanelScopes.map((value) => ({
    value,
    label: `${words.scopes[value]} ${words.count(formatCount(counts[value]))}`,
    hint: why[value] ?? '',
    disabled: why[value] !== undefined,
  }));
  const formats = exportPanelFormats.map((value) => ({
    value,
    label: words.formats[value],
    hint: words.formatHints[value],
  }));

  return (
    <div className={styles.root}>
      <div className={styles.choices}>
        <ChoiceGroup legend={words.scopeLegend} choices={scopes} value={scope} onValueChange={onScopeChange} />
        <ChoiceGroup legend={words.formatLegend} choices={formats} value={format} onValueChange={onFormatChange} />
      </div>
      {error ? <InlineAlert severity="error">{error}</InlineAlert> : null}
      <div>
        <Button loading={pending} disabled={why[scope] !== undefined} onClick={onStart}>
          {words.start}
        </Button>
      </div>
      <ExportJobList jobs={jobs} onCancel={onCancel} headingLevel={jobsHeadingLevel} words={words} />
    </div>
  );
};
