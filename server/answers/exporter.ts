import type PgBoss from 'pg-boss';
import type { Db } from '../db/connect.ts';
import { startJobQueue } from '../mail/jobQueue.ts';
import { type ExportDeps, runExport, unfinishedExports } from './runExport.ts';

export const EXPORT_QUEUE = 'answer-export';

export interface AnswerExporter {
  /** Queues the run of an export row (state queued). Starts the job queue if needed. */
  enqueue: (exportId: number) => Promise<void>;
  /** At start-up: exports a stopped process left unfinished start again (the queue starts only if any). */
  recover: () => Promise<void>;
  /** Stops taking jobs and waits for the one running to stop at its next batch; then the queue. */
  close: () => Promise<void>;
}

export interface ExporterOptions {
  /** How often an idle worker asks for a job (seconds; pg-boss's minimum 0.5; default 1). */
  pollingIntervalSeconds?: number;
  batch?: number;
}

/**
 * Exports of answers as background jobs (issue 21), on the server's own pg-boss (schema `jobs`, like the
 * mail): a queue of their own, started on first need, so a server nobody exports on runs no poller. A job
 * names an `answer_exports` row; the row is the truth (state, progress, file), the job only wakes a worker.
 */
export const createAnswerExporter = (
  deps: Omit<ExportDeps, 'db' | 'batch'> & { db: Db },
  options: ExporterOptions = {},
): AnswerExporter => {
  let closing = false;
  let queue: Promise<{ boss: PgBoss; workerId: string }> | undefined;
  const running = new Set<Promise<void>>();

  const startQueue = async () => {
    const boss = await startJobQueue(deps.db, (error) => deps.log.warn({ err: error }, 'answer export job queue'));
    await boss.createQueue(EXPORT_QUEUE, {
      name: EXPORT_QUEUE,
      policy: 'standard',
      retryLimit: 0,
      expireInSeconds: 6 * 3600,
    });
    const workerId = await boss.work<{ exportId: number }>(
      EXPORT_QUEUE,
      { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 1 },
      async ([job]) => {
        if (!job || closing) return;
        const run = runExport(
          { ...deps, stopping: () => closing, ...(options.batch ? { batch: options.batch } : {}) },
          job.data.exportId,
        );
        running.add(run);
        try {
          await run;
        } finally {
          running.delete(run);
        }
      },
    );
    return { boss, workerId };
  };

  const started = () => {
    queue ??= startQueue().catch((error: unknown) => {
      queue = undefined;
      throw error;
    });
    return queue;
  };

  const enqueue = async (exportId: number) => {
    if (closing) return;
    const { boss, workerId } = await started();
    await boss.send(EXPORT_QUEUE, { exportId });
    boss.notifyWorker(workerId);
  };

  return {
    enqueue,
    recover: async () => {
      const ids = await unfinishedExports(deps.db);
      for (const id of ids) await enqueue(id);
    },
    close: async () => {
      closing = true;
      if (!queue) return;
      const { boss } = await queue.catch(() => ({ boss: undefined }));
      if (!boss) return;
      // graceful: pg-boss waits for the job in hand; wait: the stop resolves once it has.
      await boss.stop({ graceful: true, wait: true, timeout: 30_000 });
      await Promise.allSettled([...running]);
    },
  };
};
