import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { freePort, ROOT, startServer, type RunningServer } from './server';

const PYTHON = join(ROOT, '.venv', 'bin', 'python');

/** The keys the server is started with; localstripe takes any sk_ / pk_ key. */
export const STRIPE_KEYS = {
  STRIPE_SECRET_KEY: 'sk_test_storefront_e2e',
  STRIPE_WEBHOOK_SECRET: 'whsec_storefront_e2e',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_storefront_e2e',
};
const WEBHOOK = '/api/v1/payments/webhook/stripe';

/**
 * localstripe (PyPI, pinned in requirements.txt) as tests/localstripe_process.py runs it: in memory only
 * (its dump to /tmp/localstripe.pickle turned off, so runs never share one), on loopback.
 */
const RUNNER = [
  'import sys',
  'import localstripe.resources as resources',
  'resources.Store.dump_to_disk = lambda self: None',
  'from aiohttp import web',
  'from localstripe.server import app',
  "web.run_app(app, host='127.0.0.1', port=int(sys.argv[1]), print=None)",
].join('\n');

async function waitForLocalStripe(url: string, process: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (process.exitCode !== null) throw new Error(`localstripe stopped (exit ${process.exitCode}) before answering`);
    try {
      await fetch(`${url}/v1/customers`); // 401 without a key: it is up
      return;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 250));
  }
  throw new Error(`localstripe did not answer within ${timeoutMs / 1000} s`);
}

export interface StripeWorld {
  /** The storefront's server, with Stripe on against localstripe. */
  server: RunningServer;
  /** localstripe's address (the server's STRIPE_API_BASE). */
  stripe: string;
  stop: () => Promise<void>;
}

/**
 * A real localstripe, and the real server (startServer: a fresh demo database) with Stripe on against it;
 * localstripe delivers its signed webhooks to that server over HTTP, as Stripe does to a deployment
 * (tests/api/payments/stripe_server.py registers it the same way).
 */
export async function startStripeWorld(settings: Record<string, string> = {}): Promise<StripeWorld> {
  if (!existsSync(PYTHON)) throw new Error(`${PYTHON} is missing: run "make install" first`);
  const port = await freePort();
  const localstripe = spawn(PYTHON, ['-c', RUNNER, String(port)], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
  const kill = () => {
    if (localstripe.exitCode === null) localstripe.kill('SIGKILL');
  };
  process.once('exit', kill);
  const stripe = `http://127.0.0.1:${port}`;
  let server: RunningServer | null = null;
  try {
    await waitForLocalStripe(stripe, localstripe, 30_000);
    server = await startServer({ ...STRIPE_KEYS, STRIPE_API_BASE: stripe, ...settings });
    const body = new URLSearchParams({ url: `${server.url}${WEBHOOK}`, secret: STRIPE_KEYS.STRIPE_WEBHOOK_SECRET });
    const registered = await fetch(`${stripe}/_config/webhooks/storefront`, { method: 'POST', body });
    if (!registered.ok) throw new Error(`localstripe refused the webhook (${registered.status})`);
  } catch (error) {
    await server?.stop();
    kill();
    throw error;
  }
  const running = server;
  return {
    server: running,
    stripe,
    stop: async () => {
      await running.stop();
      kill();
    },
  };
}
