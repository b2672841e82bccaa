/**
 * The bundler's runtime adds a chunk's script to the page (`__webpack_require__.l`, rspack's script
 * loader) when code asks for the chunk. A part drawn after the first view may ask for ten chunks at once
 * (a product page's purchase controls: antd's form parts), and each script added starts a request: some
 * 1.5 ms of a phone's main thread, all of them in the one task that asked for the part. Each script is
 * added in a task of its own instead, right after.
 */
import { nextTask } from '@/shared/lib/next-task';

type LoadScript = (url: string, done: (event: Event) => void, key?: string, chunkId?: string | number) => void;
declare const __webpack_require__: { l?: LoadScript } | undefined;

export function addChunkScriptsInTasksOfTheirOwn(): void {
  // Only in the built app: tests and stories run the modules without the bundler's runtime.
  if (typeof __webpack_require__ === 'undefined' || !__webpack_require__?.l) return;
  const runtime = __webpack_require__;
  const load = runtime.l as LoadScript;
  runtime.l = (url, done, key, chunkId) => {
    void nextTask().then(() => load(url, done, key, chunkId));
  };
}
