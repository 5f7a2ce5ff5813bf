import { type ChildProcess, spawn } from 'node:child_process';
import { createRequire } from 'node:module';

/** Azurite's well-known development account (public, the same in every emulator). */
const ACCOUNT = 'devstoreaccount1';
const ACCOUNT_KEY = 'Eby8vdM02xNOcqFlqUwJPLlmEtlCDXJ1OUzFT50uSRZ6IFsuFq2UVErCz4I6tq/K1SZFPTOtr/KBHBeksoGMGw==';

export interface RunningAzurite {
  /** For `BlobStorage` or any Azure SDK client. */
  connectionString: string;
  stop: () => Promise<void>;
}

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });

/**
 * Azurite's blob service (the Azure Storage emulator) in a child process, in memory, for the tests that need
 * it. It listens on a port of its own choosing (port 0, read from what it prints, so no race for a port
 * picked beforehand); the promise resolves once it answers HTTP.
 */
export const startAzurite = async ({ timeoutMs = 60_000 }: { timeoutMs?: number } = {}): Promise<RunningAzurite> => {
  const main = createRequire(import.meta.url).resolve('azurite/dist/src/blob/main.js');
  const child = spawn(
    process.execPath,
    [
      main,
      ...['--blobHost', '127.0.0.1', '--blobPort', '0', '--inMemoryPersistence', '--extentMemoryLimit', '512'],
      ...['--skipApiVersionCheck', '--silent', '--loose', '--disableTelemetry'],
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  // A test run that dies without its afterAll must not leave the emulator running.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  const stop = async () => {
    process.off('exit', killOnExit);
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const killer = setTimeout(() => child.kill('SIGKILL'), 5_000);
    await exited(child);
    clearTimeout(killer);
  };

  try {
    const endpoint = await new Promise<string>((resolve, reject) => {
      let output = '';
      const timer = setTimeout(
        () => reject(new Error(`Azurite did not start in ${timeoutMs} ms:\n${output}`)),
        timeoutMs,
      );
      const listen = (chunk: Buffer) => {
        output += chunk.toString();
        const url = /successfully listens on (http:\/\/[\d.]+:\d+)/.exec(output)?.[1];
        if (url) {
          clearTimeout(timer);
          resolve(url);
        }
      };
      child.stdout?.on('data', listen);
      child.stderr?.on('data', listen);
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`Azurite exited (${code}) before listening:\n${output}`));
      });
      child.once('error', (error) => {
        clearTimeout(timer);
        reject(error);
      });
    });
    // Drained from now on, so a full pipe never blocks the emulator.
    child.stdout?.resume();
    child.stderr?.resume();
    await untilAnswering(`${endpoint}/${ACCOUNT}?comp=list`, Date.now() + timeoutMs);
    return {
      connectionString: `DefaultEndpointsProtocol=http;AccountName=${ACCOUNT};AccountKey=${ACCOUNT_KEY};BlobEndpoint=${endpoint}/${ACCOUNT};`,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
};

/** Any HTTP answer (even a refusal of the unsigned request) means the service is up. */
const untilAnswering = async (url: string, deadline: number): Promise<void> => {
  for (;;) {
    try {
      await (await fetch(url, { signal: AbortSignal.timeout(5_000) })).arrayBuffer();
      return;
    } catch (error) {
      if (Date.now() > deadline) throw new Error(`Azurite at ${url} does not answer`, { cause: error });
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
};
