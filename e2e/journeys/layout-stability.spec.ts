import { expect, test, type Page } from '../support/test';
import { popularPaths, presetChoices } from '../support/shopper';

/**
 * The first view of a catalogue page does not move while it fills in (Cumulative Layout Shift, as the
 * browser reports it and Lighthouse scores it): what a shopper starts to read or tap stays where it
 * is. Lighthouse's phone (412 px) and a desktop. The line is Web Vitals' "good", 0.1.
 */
const GOOD_CLS = 0.1;

interface Shift {
  value: number;
  sources: string[];
}

/** Every layout shift of the page's life not caused by the shopper's input, kept from the first. */
async function recordShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: Shift[] = [];
    (window as unknown as { shifts: Shift[] }).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean; sources: { node?: Node }[] }[]) {
        if (entry.hadRecentInput) continue;
        const sources = entry.sources.map(({ node }) => (node instanceof Element ? `${node.tagName.toLowerCase()}.${String(node.className).split(' ')[0]}` : String(node?.nodeName)));
        shifts.push({ value: entry.value, sources });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** `filled`: what shows once the page's first screen has its answers (a card, the product's name). */
async function expectStill(page: Page, path: string, filled: 'article' | 'heading' = 'article'): Promise<void> {
  await recordShifts(page);
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await expect(filled === 'article' ? page.getByRole('article').first() : page.getByRole('heading', { level: 1 })).toBeVisible();
  // The frame after the last answer was drawn: its shifts are reported by then.
  await page.evaluate(() => new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn))));
  const shifts = await page.evaluate(() => (window as unknown as { shifts: Shift[] }).shifts);
  const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
  expect(total, `${path} moved: ${shifts.map((s) => `${s.value.toFixed(3)} (${s.sources.join(', ')})`).join('; ')}`).toBeLessThan(GOOD_CLS);
}

for (const viewport of [{ width: 412, height: 823 }, { width: 1280, height: 900 }]) {
  test.describe(`at ${viewport.width}px`, () => {
    test.use({ viewport });

    test('the home page does not move while it fills in', async ({ page }) => {
      await presetChoices(page, 'ecommerce');
      await expectStill(page, '/home');
    });

    test('a store page does not move while it fills in', async ({ page }) => {
      await presetChoices(page, 'ecommerce');
      await expectStill(page, (await popularPaths(page)).store);
    });

    test('a product page does not move while it fills in', async ({ page }) => {
      await presetChoices(page, 'ecommerce');
      await expectStill(page, (await popularPaths(page)).product, 'heading');
    });
  });
}

/**
 * The cards of a strip beyond its first five are drawn only as the strip scrolls to them
 * (card-list.css): a card taller than the ones drawn first would then grow the strip and push the page
 * below it. Each strip of each module's home keeps its height from its first card to its last, and its
 * cards are of one height whatever their order, on a phone; two modules in English, two in French (longer
 * words), so that both languages' card texts are seen without walking every strip twice.
 */
const STRIP_LANGUAGES = [['food', 'en'], ['grocery', 'fr'], ['pharmacy', 'en'], ['ecommerce', 'fr']] as const;
for (const [moduleType, language] of STRIP_LANGUAGES) {
  test(`every strip of ${moduleType}'s home keeps its height while scrolled to its end (${language})`, async ({ page }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    await presetChoices(page, moduleType, language);
    await page.goto('/home');
    await expect(page.getByRole('article').first()).toBeVisible();
    // The strips below the first screen come as the page scrolls to them.
    let seen = 0;
    for (let strips = 1; seen < strips; seen += 1) {
      const strip = page.locator('.card-list--strip').nth(seen);
      await strip.scrollIntoViewIfNeeded();
      await expect(strip.locator('li').first()).toBeVisible();
      const grown = await strip.evaluate(async (list) => {
        const frame = () => new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn)));
        await frame();
        const before = list.getBoundingClientRect().height;
        for (const entry of list.children) {
          entry.scrollIntoView({ block: 'nearest', inline: 'start' });
          await frame();
        }
        return list.getBoundingClientRect().height - before;
      });
      expect(grown, `strip ${seen + 1} grew as it scrolled`).toBe(0);
      // Which cards come first moves with what shoppers buy (popular items): each card, drawn and at its own
      // height, is as tall as the others, so that no order of them grows the strip.
      const heights = await strip.evaluate((list) => {
        const entries = Array.from(list.children) as HTMLElement[];
        list.style.alignItems = 'flex-start';
        for (const entry of entries) entry.style.contentVisibility = 'visible';
        const found = entries.map((entry) => `${Math.round(entry.getBoundingClientRect().height)} ${(entry.querySelector('h3')?.textContent ?? '').trim()}`);
        list.style.alignItems = '';
        for (const entry of entries) entry.style.contentVisibility = '';
        return found;
      });
      expect(new Set(heights.map((entry) => entry.split(' ')[0])).size, `strip ${seen + 1}'s cards differ in height: ${heights.join('; ')}`).toBe(1);
      strips = await page.locator('.card-list--strip').count();
    }
    // Categories, popular stores and items at least.
    expect(seen).toBeGreaterThanOrEqual(3);
  });
}
