import { spawn } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const root = resolve(import.meta.dirname, '../../..');
export const oursDir = join(root, '.tmp/bench-dist');
export const peerDir = join(root, '.tmp/bench-peer-dist');
const peerSource = join(root, 'tests/bench/peer');

const run = (command: string, args: string[], cwd: string, env: Record<string, string> = {}) =>
  new Promise<void>((done, fail) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('error', fail);
    child.on('exit', (code) =>
      code === 0 ? done() : fail(new Error(`${command} ${args.join(' ')} in ${cwd} exited ${code}\n${output}`)),
    );
  });

/** The console, built as `npm run build` does but into its own folder (never dist/), with a manifest. */
export const buildOurs = () =>
  run(
    process.execPath,
    [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--outDir', oursDir, '--emptyOutDir', '--manifest'],
    root,
  );

/** The peer: its own pinned dependencies (installed when missing or older than its package.json), then its build. */
export const buildPeer = async () => {
  const installed = join(peerSource, 'node_modules/.package-lock.json');
  const stale =
    !existsSync(installed) || statSync(installed).mtimeMs < statSync(join(peerSource, 'package.json')).mtimeMs;
  if (stale) await run('npm', ['install', '--no-audit', '--no-fund'], peerSource);
  await run(process.execPath, [join(peerSource, 'node_modules/vite/bin/vite.js'), 'build'], peerSource, {
    PEER_OUT_DIR: peerDir,
  });
};
