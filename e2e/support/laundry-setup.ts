import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { freePort, ROOT, waitForConfig } from './server';

/** What `npm run build:with-laundry` builds: the storefront with the laundry test bundle installed. */
export const LAUNDRY_DIST = join(ROOT, 'web', 'dist-laundry');

/**
 * Before the laundry journey: the laundry demo server (tests/contract/laundry_server.py: the laundry
 * distribution installed, migrated and seeded beside the demo marketplace, on a fresh database in a
 * temporary folder) serving the storefront built with the laundry bundle. Its address reaches the
 * tests through E2E_BASE_URL; the returned function stops it (the server removes its folder).
 */
export default async function laundrySetup(): Promise<() => Promise<void>> {
  if (process.env.E2E_BASE_URL) return async () => undefined; // a server the caller already runs
  const python = join(ROOT, '.venv', 'bin', 'python');
  if (!existsSync(python)) throw new Error(`${python} is missing: run "make install" first`);
  if (!existsSync(join(LAUNDRY_DIST, 'index.html'))) throw new Error(`${LAUNDRY_DIST}/index.html is missing: run "npm run build:with-laundry" first`);
  const port = await freePort();
  const server = spawn(python, ['-m', 'tests.contract.laundry_server', '--port', String(port), '--web-dist', LAUNDRY_DIST], {
    cwd: ROOT,
    env: { ...process.env, LOG_LEVEL: 'WARNING' },
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
  const stop = async () => {
    if (!server.pid || server.exitCode !== null) return;
    const exited = new Promise((done) => server.once('exit', done));
    // SIGTERM to the launcher: it stops its server and removes its temporary folder.
    server.kill('SIGTERM');
    await Promise.race([exited, new Promise((done) => setTimeout(done, 10_000))]);
    if (server.exitCode === null) process.kill(-server.pid, 'SIGKILL');
  };
  process.once('exit', () => {
    if (server.pid && server.exitCode === null) process.kill(-server.pid, 'SIGKILL');
  });
  const url = `http://127.0.0.1:${port}`;
  try {
    // Installing, migrating and seeding come before the server listens.
    await waitForConfig(url, server, 120_000);
  } catch (error) {
    await stop();
    throw error;
  }
  process.env.E2E_BASE_URL = url;
  return stop;
}
