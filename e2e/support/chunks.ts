import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './server';

/**
 * The build's files are named by chunk number, not by name (web/rsbuild.config.ts: the names would
 * weigh on every first load), so the journeys find a named chunk's files in the build's report
 * (web/scripts/first-load-plugin.ts): `namedChunks`, each chunk's own files, without those it shares.
 */
function namedChunks(dist: string): Record<string, string[]> {
  let chunks = read.get(dist);
  if (!chunks) {
    chunks = (JSON.parse(readFileSync(join(dist, '.build', 'first-load.json'), 'utf8')) as { namedChunks: Record<string, string[]> }).namedChunks;
    read.set(dist, chunks);
  }
  return chunks;
}
const read = new Map<string, Record<string, string[]>>();

/** The storefront build the journeys' server serves (e2e/support/server.ts). */
const SERVED_DIST = process.env.WEB_DIST ?? join(ROOT, 'web', 'dist');

/** Whether `url` (an address or a path) is a file of the chunk named `name` ("vertical-food", "web-vitals"). */
export function isChunkFile(url: string, name: string, dist = SERVED_DIST): boolean {
  const files = namedChunks(dist)[name];
  if (!files) throw new Error(`the build at ${dist} has no chunk named "${name}"`);
  const { pathname } = new URL(url, 'http://localhost');
  return files.some((file) => pathname === `/${file}`);
}

/** The name of the chunk `url` is a file of, if it is a named chunk's own file. */
export function chunkNameOf(url: string, dist = SERVED_DIST): string | undefined {
  const { pathname } = new URL(url, 'http://localhost');
  return Object.entries(namedChunks(dist)).find(([, files]) => files.some((file) => pathname === `/${file}`))?.[0];
}
