import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test as base, type Page } from '@playwright/test';
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

for (const story of stories) {
  test(`${story.title} / ${story.name}`, async ({ storyPage: page }) => {
    const errors: string[] = [];
    const onError = (error: Error) => errors.push(error.message);
    const onConsole = (message: { type: () => string; text: () => string }) => {
      if (message.type() === 'error' && !OFFLINE.test(message.text())) errors.push(message.text());
    };
    page.on('pageerror', onError);
    page.on('console', onConsole);
    await page.goto(`/iframe.html?id=${story.id}&viewMode=story`);
    // Storybook marks the body once the story (and its play function) has run, or failed.
    await page.waitForFunction(() => {
      const classes = document.body.classList;
      return classes.contains('sb-show-main') || classes.contains('sb-show-errordisplay') || classes.contains('sb-show-nopreview');
    });
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: join(SHOTS, `${story.id}.png`), animations: 'disabled' });
    page.off('pageerror', onError);
    page.off('console', onConsole);
    await expect(page.locator('body')).not.toHaveClass(/sb-show-errordisplay/);
    expect(errors).toEqual([]);
  });
}
