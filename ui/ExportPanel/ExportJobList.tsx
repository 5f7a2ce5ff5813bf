import { Progress } from '@ark-ui/react/progress';
import { useId } from 'react';
import { Button } from '../Button/index.ts';
import { LinkButton } from '../LinkButton/index.ts';
import { StatusBadge } from '../StatusBadge/index.ts';
import * as styles from './ExportPanel.css.ts';
import { type ExportPanelJob, finishedJobStates, jobStateTones } from './types.ts';
import { type ExportPanelWords, formatCount } from './words.ts';

export type ExportJobListProps = {
  jobs: readonly ExportPanelJob[];
  onCancel: (id: number) => void;
  headingLevel: 2 | 3 | 4;
  words: ExportPanelWords;
};

/** The exports of a form, each with its progress, and its file, its lacking characters or its failure. */
export const ExportJobList = ({ jobs, onCancel, headingLevel, words }: ExportJobListProps) => {
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <section className={styles.jobs} aria-labelledby={headingId}>
      <Heading id={headingId} className={styles.jobsHeading}>
        {words.jobsHeading}
      </Heading>
      {jobs.length === 0 ? (
        <p className={styles.noJobs}>{words.noJobs}</p>
      ) : (
        <ul className={styles.jobList}>
          {jobs.map((job) => (
            <ExportJobItem key={job.id} job={job} onCancel={onCancel} words={words} />
          ))}
        </ul>
      )}
    </section>
  );
};

const ExportJobItem = ({
  job,
  onCancel,
  words,
}: {
  job: ExportPanelJob;
  onCancel: (id: number) => void;
  words: ExportPanelWords;
}) => {
  const format = (words.formats as Record<string, string>)[job.format] ?? job.format;
  const state = words.states[job.state] ?? job.state;
  const finished = finishedJobStates.includes(job.state);
  const progressText = words.progressText(formatCount(job.done), formatCount(job.total));
  const lackingCount = job.lackingCount ?? job.lacking?.length ?? 0;
  return (
    <li className={styles.job} data-state={job.state}>
      <div className={styles.jobHead}>
        <span className={styles.jobFormat}>{format}</span>
        <StatusBadge tone={jobStateTones[job.state] ?? 'neutral'}>{state}</StatusBadge>
      </div>
      {job.state === 'failed' || job.state === 'cancelled' ? null : (
        <Progress.Root
          className={styles.progress}
          value={Math.min(job.done, job.total)}
          min={0}
          max={Math.max(job.total, 1)}
          translations={{ value: () => progressText }}
        >
          <Progress.Track
            className={styles.track}
            aria-label={words.progressLabel(format)}
            aria-valuetext={progressText}
          >
            <Progress.Range className={styles.range} />
          </Progress.Track>
          <Progress.ValueText className={styles.progressText}>{progressText}</Progress.ValueText>
        </Progress.Root>
      )}
      {job.state === 'failed' ? (
        <p className={styles.error}>
          {words.failed}
          {job.message ? ` ${job.message}` : null}
        </p>
      ) : null}
      {lackingCount > 0 ? <LackingReport job={job} count={lackingCount} words={words} /> : null}
      <div className={styles.jobActions}>
        {job.state === 'done' && job.url ? (
          <LinkButton href={job.url} download={job.fileName ?? ''} size="small" aria-label={words.downloadJob(format)}>
            {words.download}
          </LinkButton>
        ) : null}
        {finished ? null : (
          <Button
            variant="secondary"
            size="small"
            onClick={() => onCancel(job.id)}
            aria-label={words.cancelJob(format)}
          >
            {words.cancel}
          </Button>
        )}
      </div>
    </li>
  );
};

/** The characters Shift_JIS lacks, where they were: each became 「?」 in the file. */
const LackingReport = ({ job, count, words }: { job: ExportPanelJob; count: number; words: ExportPanelWords }) => {
  const summaryId = useId();
  const listed = job.lacking ?? [];
  return (
    <div className={styles.lacking}>
      <p id={summaryId} className={styles.lackingSummary}>
        {words.lackingSummary(formatCount(count))}
      </p>
      {listed.length > 0 ? (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling list must be reachable by keyboard.
        <section className={styles.lackingScroller} tabIndex={0} aria-labelledby={summaryId}>
          <table className={styles.lackingTable} aria-labelledby={summaryId}>
            <thead>
              <tr>
                <th scope="col">{words.lackingChar}</th>
                <th scope="col">{words.lackingAnswer}</th>
                <th scope="col">{words.lackingColumn}</th>
              </tr>
            </thead>
            <tbody>
              {listed.map((item) => (
                <tr key={`${item.answerId}-${item.label}-${item.char}`}>
                  <td className={styles.lackingChar}>{item.char}</td>
                  <td>{item.answerId}</td>
                  <td>{item.label}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ) : null}
      {listed.length > 0 && count > listed.length ? (
        <p className={styles.lackingMore}>{words.lackingMore(formatCount(listed.length), formatCount(count))}</p>
      ) : null}
    </div>
  );
};
