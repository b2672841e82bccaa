import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/** The repository root (this file is e2e/support/server.ts). */
export const ROOT = resolve(import.meta.dirname, '..', '..');
const PYTHON = join(ROOT, '.venv', 'bin', 'python');
const GRANIAN = join(ROOT, '.venv', 'bin', 'granian');

/** A port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? done(address.port) : fail(new Error('no port'))));
    });
  });
}

/** Run `python -m adapters.cli <command>` with `env`; a failure stops the run with its output. */
function cli(command: string, env: NodeJS.ProcessEnv): void {
  const run = spawnSync(PYTHON, ['-m', 'adapters.cli', command], { cwd: ROOT, env, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`adapters.cli ${command} failed (${run.status}):\n${run.stdout}\n${run.stderr}`);
}

export async function waitForConfig(url: string, server: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server stopped (exit ${server.exitCode}) before answering`);
    try {
      const answer = await fetch(`${url}/api/v1/config`);
      if (answer.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 250));
  }
  throw new Error(`${url}/api/v1/config did not answer within ${timeoutMs / 1000} s`);
}

export interface RunningServer {
  url: string;
  stop: () => Promise<void>;
  /** Run `python -m adapters.cli ...args` on this server's database (an operator command); its output. */
  operator: (...args: string[]) => string;
}

/**
 * The real server on a fresh SQLite database with the demo marketplace, in a temporary folder that
 * goes away with it. Builds nothing: it serves the storefront `make build` left in web/dist (or
 * WEB_DIST). `settings` adds server settings for this server only (the demo dispatcher's pace).
 */
export async function startServer(settings: Record<string, string> = {}): Promise<RunningServer> {
  for (const tool of [PYTHON, GRANIAN]) {
    if (!existsSync(tool)) throw new Error(`${tool} is missing: run "make install" first`);
  }
  const webDist = process.env.WEB_DIST ?? join(ROOT, 'web', 'dist');
  if (!existsSync(join(webDist, 'index.html'))) throw new Error(`${webDist}/index.html is missing: run "make build" first`);
  const folder = mkdtempSync(join(tmpdir(), 'storefront-e2e-'));
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: `sqlite+aiosqlite:///${join(folder, 'storefront.db')}`,
    MEDIA_DIR: join(folder, 'media'),
    WEB_DIST: webDist,
    LOG_LEVEL: 'WARNING',
    // One process on SQLite, as `make run`: its scheduled jobs (the demo dispatcher) run in the server
    // itself, which they would not with a REDIS_URL of the developer's (the fleet's worker runs them then).
    REDIS_URL: '',
    // A shared test machine stalls the server now and then: not overload, so the load shedder's lateness
    // guard is off and its line long and patient.
    OVERLOAD_LAG_MS: '0',
    OVERLOAD_QUEUE: '1024',
    OVERLOAD_WAIT_MS: '10000',
    OVERLOAD_BURST_WAIT_MS: '10000',
    // Every journey signs up and uploads from the same address: more than one client's hourly budget of each.
    RATE_LIMIT_UPLOADS: '1000/3600',
    RATE_LIMIT_SIGN_UP: '1000/3600',
    // Field data off: a sampled page load would fetch the beacon's code in a tenth of the runs, making
    // what a page downloads vary (the field-data journey turns it on for itself).
    WEB_VITALS_SAMPLE: '0',
    ...settings,
  };
  cli('migrate', env);
  cli('demo', env);
  const server = spawn(
    GRANIAN,
    ['--interface', 'asgi', '--host', '127.0.0.1', '--port', String(port), '--log-level', 'warning', 'adapters.asgi:app'],
    { cwd: ROOT, env, stdio: ['ignore', 'inherit', 'inherit'], detached: true },
  );
  const kill = () => {
    // The whole process group: Granian runs its workers as children.
    if (server.pid && server.exitCode === null) {
      try {
        process.kill(-server.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    }
  };
  process.once('exit', kill);
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForConfig(url, server, 60_000);
  } catch (error) {
    kill();
    rmSync(folder, { recursive: true, force: true });
    throw error;
  }
  return {
    url,
    operator: (...args) => {
      const run = spawnSync(PYTHON, ['-m', 'adapters.cli', ...args], { cwd: ROOT, env, encoding: 'utf8' });
      if (run.status !== 0) throw new Error(`adapters.cli ${args.join(' ')} failed:\n${run.stdout}${run.stderr}`);
      return run.stdout;
    },
    stop: async () => {
      const exited = new Promise((done) => server.once('exit', done));
      kill();
      await Promise.race([exited, new Promise((done) => setTimeout(done, 5_000))]);
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

/**
 * The server a measuring script talks to: the one E2E_BASE_URL names, left running, or a fresh one of
 * `startServer`, stopped by `stop` (e2e/lighthouse.ts, e2e/trace-first-view.ts).
 */
export async function measuredServer(): Promise<{ base: string; stop: () => Promise<void> }> {
  const given = process.env.E2E_BASE_URL;
  if (given) return { base: given, stop: async () => undefined };
  const server = await startServer();
  return { base: server.url, stop: server.stop };
}
