import AxeBuilder from '@axe-core/playwright';
import type { Result } from 'axe-core';
import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';

export * from '@playwright/test';

/**
 * The journeys' `test`: each page of the test's browser context is checked with axe (WCAG 2.0, 2.1 and
 * 2.2, levels A and AA) whenever the journey takes a screenshot (its steps: every page and dialog it
 * shows) and once more when it ends. A serious or critical violation fails the journey, after it ran to
 * the end, with every finding named (rule, page, elements). The journeys between them run in left-to-right
 * and right-to-left languages, light and dark.
 */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];
const FAILING = new Set(['serious', 'critical']);
/** Motion states of antd's dialogs, drawers and popups: colours are not final while one runs. */
const MOVING = "[class*='-enter'], [class*='-appear'], [class*='-leave']";
/** An open dialog or drawer: what the shopper can reach while one is open. */
const MODALS = '.ant-modal-wrap, .ant-drawer-open';
/** Frames of other origins (a payment provider's card field) are theirs to check, not ours. */
const NOT_OURS = ['iframe[src^="http"]:not([src^="/"])'];
/**
 * Laid over the page while axe scans it. Not on what antd moves (a toast leaving, a popup opening): their
 * motions are transitions whose end antd waits for, and a cancelled one never ends (the toast would stay).
 * An element that starts such a motion during the scan stops matching, so its motion runs as usual.
 */
const NOT_MOVING = ":not([class*='-enter'], [class*='-appear'], [class*='-leave'])";
const NO_TRANSITIONS = `${NOT_MOVING}, ${NOT_MOVING}::before, ${NOT_MOVING}::after { transition: none !important; }`;

/** CSS transitions and finite animations running now (a spinner's endless turn does not count). */
function runningTransitions(): number {
  return document.getAnimations().filter((animation) => animation.playState === 'running' && animation.effect?.getTiming().iterations !== Infinity).length;
}

/**
 * The elements of `violations` that were only passing by as axe read them: gone from the page or in motion
 * once the scan is over (a toast that began to fade out during the scan, measured half transparent). Each is
 * checked settled at the step that shows it.
 */
async function seenInPassing(page: Page, violations: Result[]): Promise<Set<string>> {
  const selectors = violations.flatMap((violation) => violation.nodes.map((node) => node.target)).filter((target) => target.length === 1 && typeof target[0] === 'string').map((target) => String(target[0]));
  if (selectors.length === 0) return new Set();
  const gone = await page.evaluate(
    ([all, moving]) => all.filter((selector) => {
      const element = document.querySelector(selector);
      return !element || element.closest(moving) !== null;
    }),
    [selectors, MOVING] as const,
  );
  return new Set(gone);
}

interface Finding {
  page: string;
  rule: string;
  impact: string;
  help: string;
  elements: string[];
}

/** The screens one test has checked and what was found on them. */
class Audit {
  private readonly checked = new Set<string>();
  readonly findings: Finding[] = [];

  /**
   * Checks what `page` shows now, once per address and set of open dialogs. With a dialog or drawer open,
   * only it: the page behind is under its mask, out of reach (and axe would measure its words through the
   * mask). `atTop`: scrolled to the top first (the end of a journey), so that nothing is measured while it
   * passes under the sticky header.
   */
  async check(page: Page, atTop = false): Promise<void> {
    if (page.isClosed() || !page.url().startsWith('http')) return;
    if (atTop) await page.evaluate(() => window.scrollTo(0, 0));
    // Settled first: a dialog still closing counts as open until its motion ends, and then is gone; a colour
    // still changing (a button the pointer rests on after the page scrolled) is measured halfway otherwise.
    await expect(page.locator(MOVING)).toHaveCount(0);
    await expect.poll(() => page.evaluate(runningTransitions)).toBe(0);
    const modal = await page.locator(`${MODALS}:visible`).count();
    const dialogs = modal + (await page.locator('.ant-popover:visible').count());
    const theme = await page.evaluate(() => `${document.documentElement.dir}|${document.documentElement.lang}|${document.documentElement.dataset.theme ?? ''}`);
    const key = `${page.url()}|${dialogs}|${theme}`;
    if (this.checked.has(key)) return;
    let result;
    let passing = new Set<string>();
    try {
      // Colours jump to their end while axe reads them: the page may still change under the scan (a list
      // arrives and a button waiting for it turns from disabled to enabled), and a colour measured a tenth
      // of a second into its change is neither the old nor the new one.
      const still = await page.addStyleTag({ content: NO_TRANSITIONS });
      const builder = new AxeBuilder({ page }).withTags(AXE_TAGS).exclude(NOT_OURS);
      result = await (modal > 0 ? builder.include(MODALS) : builder).analyze();
      await still.evaluate((style) => (style as Element).remove());
      passing = await seenInPassing(page, result.violations);
    } catch (error) {
      // The page navigated while it was being checked: the next step's check sees the new page.
      if (String(error).includes('Execution context was destroyed')) return;
      throw error;
    }
    this.checked.add(key);
    for (const found of result.violations) {
      const violation = { ...found, nodes: found.nodes.filter((node) => !passing.has(String(node.target[0]))) };
      if (!FAILING.has(violation.impact ?? '') || violation.nodes.length === 0) continue;
      this.findings.push({
        page: new URL(page.url()).pathname + new URL(page.url()).search,
        rule: violation.id,
        impact: violation.impact ?? '',
        help: violation.help,
        elements: violation.nodes.slice(0, 5).map((node) => `${node.target.join(' ')}: ${(node.failureSummary ?? '').replace(/\s+/g, ' ')}`),
      });
    }
  }

  /** Every page of `context` checked before each of its screenshots. */
  watch(context: BrowserContext): void {
    const instrument = (page: Page) => {
      const screenshot = page.screenshot.bind(page);
      page.screenshot = async (options) => {
        await this.check(page);
        return screenshot(options);
      };
    };
    context.pages().forEach(instrument);
    context.on('page', instrument);
  }
}

export const test = base.extend<{ accessibility: Audit }>({
  accessibility: [
    async ({ context }, use, testInfo) => {
      const audit = new Audit();
      audit.watch(context);
      await use(audit);
      if (testInfo.status !== testInfo.expectedStatus) return; // the journey failed already: that first
      for (const page of context.pages()) await audit.check(page, true);
      const report = audit.findings.map((f) => `${f.impact} ${f.rule} on ${f.page}: ${f.help}\n    ${f.elements.join('\n    ')}`);
      expect(report, 'serious or critical accessibility violations (axe, WCAG 2.2 AA)').toEqual([]);
    },
    { auto: true },
  ],
});
