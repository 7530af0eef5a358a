/**
 * `npm start`: builds the SPA when the build is missing or older than its sources, then serves it
 * and the API on one port (PORT, default 3000) with the embedded SQLite database.
 */
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const built = join(root, 'dist/client/index.html');

function newestChange(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(
    stat.mtimeMs,
    ...readdirSync(path)
      .filter((name) => name !== 'generated')
      .map((name) => newestChange(join(path, name))),
  );
}

const sources = ['src', 'schemas', 'widgets', 'public', 'index.html', 'package-lock.json'].map(
  (p) => join(root, p),
);
if (
  !existsSync(built) ||
  Math.max(...sources.filter(existsSync).map(newestChange)) > statSync(built).mtimeMs
) {
  console.log('start: building the web app…');
  execSync('npm run build', { cwd: root, stdio: 'inherit' });
}
process.env.NODE_ENV ??= 'production';
await import('../src/server/server');
