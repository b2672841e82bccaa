import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test as base, type Page, type Request } from '@playwright/test';
import { ROOT } from '../support/server';

interface Entry {
  id: string;
  title: string;
  name: string;
  type: 'story' | 'docs';
}

const index = JSON.parse(readFileSync(join(ROOT, 'storybook-static', 'index.json'), 'utf8')) as { entries: Record<string, Entry> };
const stories = Object.values(index.entries).filter((entry) => entry.type === 'story');
const SHOTS = join(ROOT, 'test-results', 'stories');

/** One tab per worker for all its stories: the Storybook bundle stays in its cache between stories. */
const test = base.extend<object, { storyPage: Page }>({
  storyPage: [
    async ({ browser }, use) => {
      const context = await browser.newContext({ baseURL: process.env.STORYBOOK_URL, viewport: { width: 1280, height: 800 } });
      await use(await context.newPage());
      await context.close();
    },
    { scope: 'worker' },
  ],
});

/** Errors the stories are allowed: pictures and map tiles that cannot load with no network. */
const OFFLINE = /Failed to load resource|ERR_NAME_NOT_RESOLVED|ERR_INTERNET_DISCONNECTED/;

/** A page's requests still waiting for their answer, and a way to wait until there are none. */
function watchRequests(page: Page) {
  const waiting = new Set<Request>();
  let onQuiet: (() => void)[] = [];
  const started = (request: Request) => waiting.add(request);
  const ended = (request: Request) => {
    waiting.delete(request);
    if (waiting.size > 0) return;
    for (const resolve of onQuiet) resolve();
    onQuiet = [];
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return {
    quiet: () => (waiting.size === 0 ? Promise.resolve() : new Promise<void>((resolve) => onQuiet.push(resolve))),
    pending: () => waiting.size,
    stop: () => {
      page.off('request', started);
      page.off('requestfinished', ended);
      page.off('requestfailed', ended);
    },
  };
}

/**
 * Wait until the story has drawn everything it asked for: no request waiting for its answer, the fonts
 * loaded, its style sheets applied and every picture on screen decoded (lazy ones below the fold never load, so they are not
 * waited for). The load state "networkidle" would do as much, but only after half a second of quiet,
 * on each of several hundred stories: three minutes of a test run.
 */
async function settled(page: Page, requests: ReturnType<typeof watchRequests>): Promise<void> {
  do {
    await requests.quiet();
    await page.evaluate(async () => {
      await document.fonts.ready;
      // A story's chunk brings its style sheets as links: answered is not yet applied.
      const sheets = Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')).filter((link) => link.sheet === null);
      await Promise.all(sheets.map((link) => new Promise((applied) => { link.addEventListener('load', applied, { once: true }); link.addEventListener('error', applied, { once: true }); })));
      const onScreen = (image: HTMLImageElement) => {
        const box = image.getBoundingClientRect();
        return box.bottom > 0 && box.top < innerHeight && box.right > 0 && box.left < innerWidth;
      };
      const shown = Array.from(document.images).filter((image) => image.loading !== 'lazy' || onScreen(image));
      // A picture that cannot load (no network here) is as settled as one that did.
      await Promise.all(shown.map((image) => image.decode().catch(() => undefined)));
    });
    // Decoding may have let the story ask for more (a chunk, an answer): then wait for that too.
  } while (requests.pending() > 0);
}

/**
 * Opens the preview at the story the first time, then switches it to each next story as Storybook's own
 * sidebar does (its channel's "setCurrentStory"): the preview's bundle is loaded and run once per worker,
 * not once per story. Each story still gets fresh providers, store and swr cache (the preview's decorator).
 */
async function showStory(page: Page, id: string): Promise<void> {
  const switched = await page.evaluate((storyId) => {
    const channel = (window as { __STORYBOOK_ADDONS_CHANNEL__?: { emit: (event: string, args: object) => void } }).__STORYBOOK_ADDONS_CHANNEL__;
    if (!channel || !location.pathname.endsWith('/iframe.html')) return false;
    channel.emit('setCurrentStory', { storyId, viewMode: 'story' });
    return true;
  }, id);
  if (!switched) await page.goto(`/iframe.html?id=${id}&viewMode=story`);
}

for (const story of stories) {
  test(`${story.title} / ${story.name}`, async ({ storyPage: page }) => {
    const errors: string[] = [];
    const onError = (error: Error) => errors.push(error.message);
    const onConsole = (message: { type: () => string; text: () => string }) => {
      if (message.type() === 'error' && !OFFLINE.test(message.text())) errors.push(message.text());
    };
    page.on('pageerror', onError);
    page.on('console', onConsole);
    const requests = watchRequests(page);
    await showStory(page, story.id);
    // Storybook's render of the story walks through phases (loading, rendering, playing, completing
    // while CSS animations end, ...) to "finished", whether it passed or failed. The body's classes
    // are no sign of it: "sb-show-main" comes before the play function has run, so a play function's
    // failing expect could come after this test had already looked.
    await page.waitForFunction((id) => {
      const render = (window as { __STORYBOOK_PREVIEW__?: { currentRender?: { id: string; phase?: string } } }).__STORYBOOK_PREVIEW__?.currentRender;
      return render?.id === id && (render.phase === 'finished' || render.phase === 'aborted');
    }, story.id);
    await settled(page, requests);
    await page.screenshot({ path: join(SHOTS, `${story.id}.png`), animations: 'disabled' });
    page.off('pageerror', onError);
    page.off('console', onConsole);
    requests.stop();
    await expect(page.locator('body')).not.toHaveClass(/sb-show-errordisplay/);
    expect(errors).toEqual([]);
  });
}
