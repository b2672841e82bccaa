import { startServer } from './server';

/**
 * Before the journeys: the real server on a fresh demo database. Its address reaches the tests
 * through E2E_BASE_URL (the workers inherit this process's environment); the returned function
 * stops it at the end.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  if (process.env.E2E_BASE_URL) return async () => undefined; // a server the caller already runs
  const server = await startServer();
  process.env.E2E_BASE_URL = server.url;
  return server.stop;
}
