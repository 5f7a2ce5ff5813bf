// `npm start`: builds the console when dist/ is missing or older than its sources, then starts the
// reference server serving it (and the API and real-time hub) on one port.
import { execSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const SOURCES = ['index.html', 'app', 'pages', 'model', 'ui', 'contract', 'vite.config.ts', 'package-lock.json'];

const newest = (path) => {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((name) => newest(join(path, name))));
};

const built = existsSync('dist/index.html') ? statSync('dist/index.html').mtimeMs : 0;
if (built < Math.max(...SOURCES.map(newest))) {
  console.log('コンソールをビルドしています…');
  execSync('npx vite build --logLevel warn', { stdio: 'inherit' });
}

const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
