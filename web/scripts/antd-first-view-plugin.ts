import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { RsbuildPlugin } from '@rsbuild/core';

const SCRIPT = fileURLToPath(new URL('./extract-antd-styles.mjs', import.meta.url));
/** Generated, never committed: it follows the installed antd and the build's NODE_ENV. */
export const ANTD_FIRST_VIEW_CSS = fileURLToPath(new URL('../.generated/antd-first-view.css', import.meta.url));
/** Checkout's antd styles, as a module its route imports (`@antd-extracted/checkout`). */
export const ANTD_CHECKOUT_STYLES = fileURLToPath(new URL('../.generated/antd-checkout-styles.js', import.meta.url));
/** The reviews' antd styles, as a module their chunk imports (`@antd-extracted/reviews`). */
export const ANTD_REVIEWS_STYLES = fileURLToPath(new URL('../.generated/antd-reviews-styles.js', import.meta.url));

/**
 * antd's styles for the first view's components, extracted before the build (scripts/extract-antd-styles.mjs
 * says why) and bundled first in the entry's CSS, where antd's run-time styles would have gone (before
 * the storefront's own). Checkout's and the reviews', written beside them, are the modules
 * `@antd-extracted/checkout` and `@antd-extracted/reviews`.
 */
export function pluginAntdFirstViewStyles(): RsbuildPlugin {
  return {
    name: 'storefront:antd-first-view-styles',
    setup(api) {
      api.modifyRsbuildConfig((config, { mergeRsbuildConfig }) => {
        const run = spawnSync(process.execPath, [SCRIPT, ANTD_FIRST_VIEW_CSS], { env: process.env, encoding: 'utf8' });
        if (run.status !== 0) throw new Error(`extract-antd-styles.mjs failed:\n${run.stdout}${run.stderr}`);
        return mergeRsbuildConfig(config, {
          source: { preEntry: [ANTD_FIRST_VIEW_CSS] },
          resolve: { alias: { '@antd-extracted/checkout': ANTD_CHECKOUT_STYLES, '@antd-extracted/reviews': ANTD_REVIEWS_STYLES } },
        });
      });
    },
  };
}
