import { mutate } from 'swr';
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
  const primed = Promise.all(
    answers.map(([key, get]) =>
      get().then(
        (answer) => mutate(key, answer, { revalidate: false }),
        () => undefined,
      ),
    ),
  );
  return Promise.race([primed.then(() => undefined), new Promise<void>((done) => setTimeout(done, LONGEST_WAIT_MS))]);
}
