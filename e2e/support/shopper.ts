import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Locator, type Page, type TestInfo } from '@playwright/test';
import { ROOT } from './server';
import { textsOf, type Language } from './texts';

/** Where the step screenshots go (gitignored, kept after the run to look at). */
export const SHOTS = join(ROOT, 'test-results', 'journeys');

export interface Setting {
  width: number;
  height: number;
  language: Language;
  theme: 'light' | 'dark';
}

export const settingName = (s: Setting) => `${s.width}px-${s.language}-${s.theme}`;

/** The demo street the offline place search knows. */
export const DEMO_STREET = 'Rue Montorgueil';

/**
 * Before the first page load: the shopper's language and theme, as the app stores them itself
 * ("language-setting" and "theme-mode" in local storage). Set once, not on each load, so choices
 * made during the journey stay.
 */
export async function presetPreferences(page: Page, language: string, theme: 'light' | 'dark'): Promise<void> {
  await page.addInitScript(
    ([lang, mode]) => {
      if (window.sessionStorage.getItem('e2e-preset')) return;
      window.sessionStorage.setItem('e2e-preset', '1');
      window.localStorage.setItem('language-setting', JSON.stringify(lang));
      window.localStorage.setItem('theme-mode', JSON.stringify(mode));
    },
    [language, theme] as const,
  );
}

/** The demo location the place search finds for DEMO_STREET, as the app stores it. */
export const DEMO_LOCATION = { address: '35 Rue Montorgueil, 75002 Paris, France', lat: 48.8645, lng: 2.347, zoneIds: [1] };

/**
 * A returning shopper: module and location already chosen (stored under SPEC.md's keys exactly as
 * the app writes them), for checks that start past the landing page.
 */
export async function presetChoices(page: Page, moduleType: string, language = 'en'): Promise<void> {
  const answer = await page.request.get('/api/v1/module', { headers: { 'X-localization': language } });
  const module = ((await answer.json()) as { module_type: string }[]).find((m) => m.module_type === moduleType);
  if (!module) throw new Error(`the demo has no ${moduleType} module`);
  await page.addInitScript(
    ([chosen, location, lang]) => {
      if (window.sessionStorage.getItem('e2e-choices')) return;
      window.sessionStorage.setItem('e2e-choices', '1');
      window.localStorage.setItem('module', JSON.stringify(chosen));
      window.localStorage.setItem('location', JSON.stringify(location));
      window.localStorage.setItem('zoneid', JSON.stringify(location.zoneIds));
      window.localStorage.setItem('currentLatLng', JSON.stringify({ lat: location.lat, lng: location.lng }));
      window.localStorage.setItem('language-setting', JSON.stringify(lang));
    },
    [module, DEMO_LOCATION, language] as const,
  );
}

/** A shopper in one setting, with the steps of the journeys and a screenshot after each. */
export class Shopper {
  readonly t;
  private step = 0;
  private readonly folder: string;

  constructor(
    readonly page: Page,
    readonly setting: Setting,
    private readonly info: TestInfo,
  ) {
    this.t = textsOf(setting.language);
    this.folder = join(SHOTS, settingName(setting));
    mkdirSync(this.folder, { recursive: true });
  }

  get compact(): boolean {
    return this.setting.width < 1180;
  }

  get small(): boolean {
    return this.setting.width < 768;
  }

  /** A screenshot of what the shopper sees now, kept in test-results/journeys and in the report. */
  async shot(name: string): Promise<void> {
    this.step += 1;
    const path = join(this.folder, `${String(this.step).padStart(2, '0')}-${name}.png`);
    await this.page.screenshot({ path, animations: 'disabled' });
    await this.info.attach(name, { path, contentType: 'image/png' });
  }

  /** How light the page behind the main content is, from 0 (black) to 1 (white). */
  async backgroundLuminance(): Promise<number> {
    return this.page.getByRole('main').evaluate((main) => {
      for (let node: Element | null = main; node; node = node.parentElement) {
        const match = getComputedStyle(node).backgroundColor.match(/rgba?\(([\d.]+), ([\d.]+), ([\d.]+)(?:, ([\d.]+))?\)/);
        if (match && Number(match[4] ?? 1) > 0.5) {
          const [r, g, b] = [match[1], match[2], match[3]].map((value) => Number(value) / 255);
          return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
        }
      }
      return 1; // nothing painted: the browser's white
    });
  }

  /** The name of a demo module in the shopper's language, as the server gives it. */
  async moduleName(moduleType: string): Promise<string> {
    const answer = await this.page.request.get('/api/v1/module', { headers: { 'X-localization': this.setting.language } });
    const modules = (await answer.json()) as { module_type: string; module_name: string }[];
    const found = modules.find((module) => module.module_type === moduleType);
    if (!found) throw new Error(`the demo has no ${moduleType} module`);
    return found.module_name;
  }

  /** In the location picker: search the demo street, take the first prediction, confirm. */
  async pickDemoLocation(): Promise<void> {
    const { page, t } = this;
    const dialog = page.getByRole('dialog', { name: t('location:picker.title') });
    await expect(dialog).toBeVisible();
    const search = dialog.getByRole('combobox', { name: t('location:search.label') });
    await search.click();
    await search.pressSequentially(DEMO_STREET, { delay: 15 });
    // antd's list of predictions: the options exist for assistive tools once the answer is in.
    await expect(page.getByRole('option', { name: new RegExp(DEMO_STREET) }).first()).toBeAttached();
    await search.press('Enter');
    // The address found for the place, under the map.
    await expect(dialog.getByRole('paragraph').filter({ hasText: `35 ${DEMO_STREET}` })).toBeVisible();
    const confirm = dialog.getByRole('button', { name: t('location:picker.confirm') });
    await expect(confirm).toBeEnabled();
    await this.shot('location-chosen');
    await confirm.click();
    await expect(dialog).toBeHidden();
  }
}

/** The demo shop's (the ecommerce module's) most popular store and item, as the pages' addresses. */
export async function popularPaths(page: Page): Promise<{ store: string; product: string }> {
  const headers = { moduleId: '4', zoneId: '[1]' };
  const { stores } = (await (await page.request.get('/api/v1/stores/popular?offset=1&limit=1', { headers })).json()) as { stores: { slug: string; zone_id: number }[] };
  const { items } = (await (await page.request.get('/api/v1/items/popular?offset=1&limit=1', { headers })).json()) as { items: { id: number; slug: string }[] };
  const [store] = stores;
  const [item] = items;
  if (!store || !item) throw new Error('the demo shop has no store or no item');
  return {
    store: `/store/${store.slug}?id=${store.slug}&module_id=4&module_type=ecommerce&store_zone_id=${store.zone_id}`,
    product: `/product/${item.id}?id=${item.slug}&module_id=4`,
  };
}

/**
 * A card's name, from its heading's text. Not `innerText`: the home page's strips draw no card beyond the
 * screen's edge (content-visibility), and a card just scrolled to is drawn only at the next frame, so its
 * drawn text can still be empty. An empty name would match every heading and link.
 */
export async function cardName(card: Locator): Promise<string> {
  const name = ((await card.getByRole('heading', { level: 3 }).textContent()) ?? '').trim();
  if (name === '') throw new Error('the card has no name');
  return name;
}

/**
 * Hover a card and press its `label` action. The actions are drawn when a pointer first reaches the
 * card (their code comes after the page's first view: web/src/shared/lib/after-first-view.ts) and show
 * while it stays over the card; the click waits for the button, and moves the pointer onto it.
 */
export async function pressCardAction(card: Locator, label: string): Promise<void> {
  await card.hover();
  await card.getByRole('button', { name: label }).click();
}

/** The motion steps of a popup or dialog that is drawn but not shown yet (web/src/app/styles.css: no pointer then). */
const OPENING = "[class*='-prepare'], [class*='-appear-start'], [class*='-enter-start']";

/** How far a popup stands from the control that opened it, its arrow between them (antd: 4 to 12 px). */
const BESIDE_ITS_TRIGGER_PX = 16;

/**
 * Presses `button` of a popup (a Popconfirm's OK) once the popup has finished opening: a press while it is
 * still zooming open is not taken, as a shopper's is not (the story plays wait the same way: dialogsShown).
 * And once it stands beside the control that opened it: antd places a popup above its control by its
 * distance from the bottom of the page, so when the page under a dialog grows (a section loading further
 * down) the popup is carried up with it until antd aligns it again, a frame or two later; a press in
 * between lands where the button no longer is.
 */
export async function pressInPopup(page: Page, button: Locator): Promise<void> {
  await expect(page.locator(OPENING)).toHaveCount(0);
  const gap = () =>
    button.evaluate((element) => {
      const popup = element.closest('.ant-popover, .ant-dropdown, .ant-tooltip')?.getBoundingClientRect();
      const trigger = document.querySelector('.ant-popover-open, .ant-dropdown-open, .ant-tooltip-open')?.getBoundingClientRect();
      if (!popup || !trigger) return 0; // nothing to measure against: the popup opened by itself
      const apart = (low: number, high: number, start: number, end: number) => Math.max(0, start - high, low - end);
      return Math.max(apart(popup.top, popup.bottom, trigger.top, trigger.bottom), apart(popup.left, popup.right, trigger.left, trigger.right));
    });
  await expect.poll(gap, { message: 'the popup stands beside the control that opened it' }).toBeLessThanOrEqual(BESIDE_ITS_TRIGGER_PX);
  await button.click();
}

/**
 * Waits for `dialog` to close after its submit; when it stays open, the failure names what the dialog
 * says (its alerts: a refusal of the server, a missing field), so that a run's log tells why.
 */
export async function expectClosed(dialog: Locator): Promise<void> {
  try {
    await expect(dialog).toBeHidden();
  } catch (error) {
    const said = await dialog.getByRole('alert').allTextContents().catch(() => []);
    throw new Error(`${(error as Error).message}\nThe dialog says: ${JSON.stringify(said)}`, { cause: error });
  }
}
