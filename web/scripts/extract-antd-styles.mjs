// Writes antd's styles for the components of the storefront's first view into a CSS file the entry
// bundles (web/rsbuild.config.ts, source.preEntry), so that the browser does not compute them while
// it renders the first view.
//
// antd generates each component's styles in JavaScript the first time the component renders (CSS-in-JS):
// for the header's buttons alone that is about 100 ms of a phone's main thread, inside the render that
// draws the first view. antd's style cache reads a map of "style path -> hash" from a CSS rule
// (`.data-ant-cssinjs-cache-path{content:"..."}`, written by extractStyle) and skips the components it
// lists; every other component still gets its styles at run time, so a component missing here costs
// time, never looks. Only component styles are written (types: ['style']): the theme's values stay CSS
// variables the app sets at run time (module accent, dark mode), so one file serves every theme.
//
// Checkout's form draws a dozen more antd components (cards, radios, selects, inputs, ...): generating
// their styles is about 400 ms of a throttled phone's main thread, the larger part of the page's blocking
// time. Their styles are written too, beside the first view's file, as a module checkout's route chunk
// imports (antd-checkout-styles.js: the CSS as a string, with a style map listing the first view's
// components and these). src/app/theme/extracted-antd-styles.ts inserts it where antd's run-time styles go and
// has antd read the map again: the rest of the app never pays for those bytes.
//
// Usage: node scripts/extract-antd-styles.mjs <output>; web/scripts/antd-first-view-plugin.ts runs it
// before every build, dev server and Storybook build, with that build's NODE_ENV. The checkout module is
// written in the output's folder.
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

// antd's class names depend on NODE_ENV ("css-dev-only-do-not-override-..." outside production): the
// build that bundles this file says which.
process.env.NODE_ENV ??= 'production';

const WEB = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const OUTPUT = resolve(process.argv[2] ?? resolve(WEB, '.generated/antd-first-view.css'));

// antd's CommonJS build, and the cssinjs that antd itself requires (resolved from antd's own folder):
// one copy of the style context for both, whatever else is installed.
const require = createRequire(resolve(WEB, 'package.json'));
const { createElement: h, Fragment } = require('react');
const { renderToString } = require('react-dom/server');
const { Alert, App, Avatar, Button, Card, Empty, Flex, Input, Progress, Radio, Rate, Select, Skeleton, Space, Tag } = require('antd');
const { createCache, extractStyle, StyleProvider } = createRequire(require.resolve('antd'))('@ant-design/cssinjs');

// What every page draws in its first frame: antd's App (feedback host) and the header's buttons (with
// their click wave); the shell's frame is plain elements. Components drawn later (tooltips, badges,
// floating buttons, the breadcrumb, dialogs) keep run-time styles: their CSS would weigh on every first load.
const firstView = h(App, null, h(Button, null, 'x'));

// One style cache for both: checkout's file then holds only what the first view's does not.
const cache = createCache();
const draw = (tree) => renderToString(h(StyleProvider, { cache }, h(Fragment, null, tree)));

/** antd's styles in the cache (plain CSS without its style map rule) and the map's entries. */
function extract() {
  const css = extractStyle(cache, { plain: true, types: ['style'] });
  const map = css.match(/\.data-ant-cssinjs-cache-path\{content:"([^"]*)";\}/);
  if (!map) throw new Error("antd's extracted styles have no style map: was antd's style engine the one rendered with?");
  return { css, rules: css.replace(map[0], ''), entries: map[1].split(';') };
}

draw(firstView);
const firstViewStyles = extract();
// Every component above must be in the map, or the browser would compute its styles after all.
for (const path of ['|Shared|', '|App-App|', '|Button-Button|', '|Wave-Wave|']) {
  if (!firstViewStyles.css.includes(path)) throw new Error(`antd's style map lacks ${path}`);
}
const firstViewKeys = [...cache.cache.keys()];

// Checkout's order form as web/src/features/checkout draws it (same components, same props that choose
// styles: the radio buttons' solid style, the compact coupon row, the note's count), the skeleton shown
// while it loads, the empty state a Select registers with its own styles, and the coupon's tag and the
// quote's alerts that follow a shopper's first action.
const option = (value) => ({ value, label: value });
const checkoutForm = h(
  Flex,
  { vertical: true, gap: 'middle' },
  h(Skeleton, { active: true }),
  h(Card, { title: 'x', size: 'small' }, h(Radio.Group, { optionType: 'button', buttonStyle: 'solid', value: 'a', options: [option('a'), option('b')] })),
  h(Card, { title: 'x', size: 'small' }, h(Radio.Group, { value: 'a', options: [option('a')] })),
  h(Select, { value: 'a', options: [option('a'), option('b')] }),
  h(Empty, { image: Empty.PRESENTED_IMAGE_SIMPLE }),
  h(Space.Compact, { block: true }, h(Input, { value: '', maxLength: 40 }), h(Button, { type: 'primary' }, 'x')),
  h(Input.TextArea, { value: '', maxLength: 500, showCount: true, rows: 3 }),
  h(Alert, { type: 'warning', showIcon: true, title: 'x' }),
  h(Tag, { color: 'success' }, 'x'),
);

/**
 * A built set: the styles of `tree` alone (drawn in antd's App, after the first view's), without the first
 * view's, ending with a map that lists the first view's and its own. Each set is drawn alone, since a page
 * may put one in without another. Its map has the class doubled: the entry's map rule comes later in the
 * page, this one must win over it (web/src/app/theme/extracted-antd-styles.ts merges the sets' maps).
 */
function builtSet(name, tree, mustList) {
  for (const key of [...cache.cache.keys()]) if (!firstViewKeys.includes(key)) cache.cache.delete(key);
  draw(h(App, null, tree));
  for (const key of firstViewKeys) cache.cache.delete(key);
  const styles = extract();
  const own = styles.entries.filter((entry) => !firstViewStyles.entries.includes(entry));
  for (const path of mustList) {
    if (!own.some((entry) => entry.includes(path))) throw new Error(`antd's ${name} style map lacks ${path}: ${own.join(' ')}`);
  }
  return `${styles.rules}.data-ant-cssinjs-cache-path.data-ant-cssinjs-cache-path{content:"${[...firstViewStyles.entries, ...own].join(';')}";}`;
}

const checkoutCss = builtSet('checkout', checkoutForm, ['|Card-Card|', '|Radio-Radio|', '|Select-Select|', '|Input-Component|']);

// The reviews a store or product page draws at its end (web/src/features/reviews): the grey lines while
// they load, the stars (Rate, with the tooltip code it brings), the distribution's bars, the reviewers'
// initials, and an empty list's picture.
const reviewsSection = h(
  Flex,
  { vertical: true, gap: 'middle' },
  h(Skeleton, { active: true }),
  h(Rate, { disabled: true, allowHalf: true, value: 4.5 }),
  h(Progress, { percent: 50, showInfo: false, size: 'small' }),
  h(Avatar, { size: 32 }, 'x'),
  h(Empty, { image: Empty.PRESENTED_IMAGE_SIMPLE }),
);
const reviewsCss = builtSet('reviews', reviewsSection, ['|Skeleton-Skeleton|', '|Rate-Rate|', '|Progress-Progress|', '|Avatar-Avatar|', '|Empty-Empty|']);

const version = require('antd/package.json').version;
mkdirSync(dirname(OUTPUT), { recursive: true });
writeFileSync(OUTPUT, `/* Generated by web/scripts/extract-antd-styles.mjs from antd ${version}: do not edit. */\n${firstViewStyles.css}\n`);
console.log(`antd first-view styles: ${(firstViewStyles.css.length / 1024).toFixed(1)} KB -> ${OUTPUT}`);
/** A built set as a module beside the first view's file (`@antd-extracted/<name>`, antd-first-view-plugin.ts). */
for (const [name, css] of [['checkout', checkoutCss], ['reviews', reviewsCss]]) {
  const output = resolve(dirname(OUTPUT), `antd-${name}-styles.js`);
  writeFileSync(output, `// Generated by web/scripts/extract-antd-styles.mjs from antd ${version}: do not edit.\nexport default ${JSON.stringify(css)};\n`);
  console.log(`antd ${name} styles: ${(css.length / 1024).toFixed(1)} KB -> ${output}`);
}
