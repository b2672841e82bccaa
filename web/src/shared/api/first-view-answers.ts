import { mutate, preload, type Arguments } from 'swr';
import { getConfig } from '@/shared/api/get-config';
import { getModules } from '@/shared/api/get-modules';
import { swrKeys } from '@/shared/api/swr-keys';

/** The longest the first render waits for them; after that the header draws its placeholders and the
 * answers arrive as they would have. */
const LONGEST_WAIT_MS = 2000;

/**
 * The configuration and the modules, which the header of every page draws from, put in swr's cache
 * before the first render. web/boot/boot.js asked for both before the app's code arrived, so they
 * are usually there already; drawing the first view with them saves the header (and everything under
 * it) a second, synchronous render when they land, right in the middle of drawing the page; their
 * hooks do not ask again while the cache has them (get-config.ts, get-modules.ts). A failed call is
 * left to the hooks, which ask again and show the error.
 */
export function primeSharedAnswers(): Promise<void> {
  const answers: [string, () => Promise<unknown>][] = [
    [swrKeys.config(), getConfig],
    [swrKeys.modules(), getModules],
  ];
  return withinLongestWait(answers.map(([key, get]) => get().then((answer) => mutate(key, answer, { revalidate: false }))));
}

/**
 * A page's first answers (what its first screen draws) put in swr's cache before the first render, so
 * the page is drawn once, with them, instead of as grey cards that a second render replaces. Each is
 * asked as swr's preloaded request: the page's hooks, which ask again when they mount (swr's default),
 * take that same answer rather than a second call. Only for hooks that do mount with the first render
 * (a preloaded answer no hook takes would be served, stale, to the next hook of that key).
 */
export function primePageAnswers<K extends Arguments>(keys: readonly K[], fetcher: (key: K) => Promise<unknown>): Promise<void> {
  return withinLongestWait(keys.map((key) => preload(key, fetcher).then((answer) => mutate(key, answer, { revalidate: false }))));
}

/** Resolves once every call has settled (a failed one is left to its hook), or after LONGEST_WAIT_MS. */
function withinLongestWait(calls: Promise<unknown>[]): Promise<void> {
  const settled = Promise.allSettled(calls).then(() => undefined);
  return Promise.race([settled, new Promise<void>((done) => setTimeout(done, LONGEST_WAIT_MS))]);
}
