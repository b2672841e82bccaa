// First-load size of each page, gzipped: what a first visit downloads before the page's first view is
// drawn and usable. Usage:
//   node web/scripts/check-budget.mjs [--budget-kb 200] [--page home ...] [--dist web/dist] [--report-only]
// Exits 1 when a checked page (every page, or those named by --page) passes the budget on a phone,
// unless --report-only. Reads the build (index.html) and the report the build writes
// (web/scripts/first-load-plugin.ts).
//
// A page's first load is the sum, each file counted once, of
//   - what index.html loads before anything runs: its inline boot script (web/boot/boot.js), scripts and styles;
//   - the page's chunk group ("route-<page>": its code and the libraries only it uses);
//   - the chosen module's web-vertical, which every page fetches at once (the largest one is counted);
//   - the lazy parts of the shell that the first view draws at once at that width (FIRST_VIEW below).
// Left out: what loads after the first view (afterFirstView in web/src/shared/lib/after-first-view.ts:
// count badges, floating buttons, card actions, the feedback host), below the first screen (the
// footer), or on a click (dialogs, drawers, menus). `npm run lighthouse` cross-checks the sum against
// the files a real phone visit requests before its first view ends. The JavaScript a first visit to
// /home transfers until the page is idle, at every width, is measured in the browser and enforced by
// e2e/journeys/home-js-budget.spec.ts (README's Performance).
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';

/**
 * Lazy chunk groups the app shell draws with every page's first view, per screen width (SPEC.md:
 * the breadcrumb and the module rail show from 768px, outside the landing page; the language switch
 * sits in the desktop header from 1180px). Keep in step with web/src/app/layout.
 */
const FIRST_VIEW = {
  phone: { width: 412, groups: () => [] },
  desktop: {
    width: 1280,
    groups: (page) => ['language-switch', ...(page === 'landing' ? [] : ['breadcrumb', 'module-rail'])],
  },
};

const { values } = parseArgs({
  options: {
    'budget-kb': { type: 'string', default: '200' },
    dist: { type: 'string', default: fileURLToPath(new URL('../dist', import.meta.url)) },
    page: { type: 'string', multiple: true, default: [] },
    'report-only': { type: 'boolean', default: false },
  },
});
const budgetKb = Number(values['budget-kb']);
const dist = values.dist;
const reportPath = join(dist, '.build', 'first-load.json');
const indexPath = join(dist, 'index.html');
if (!Number.isFinite(budgetKb) || budgetKb <= 0) {
  console.error(`--budget-kb must be a positive number, not "${values['budget-kb']}"`);
  process.exit(2);
}
for (const path of [reportPath, indexPath]) {
  if (!existsSync(path)) {
    console.error(`${path} is missing: run "npm run build" first`);
    process.exit(2);
  }
}
const report = JSON.parse(readFileSync(reportPath, 'utf8'));

/** The scripts and style sheets index.html itself loads (same-origin paths, without the leading /). */
function htmlAssets(html) {
  const found = [];
  for (const [, src] of html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)) found.push(src);
  for (const [tag] of html.matchAll(/<link\b[^>]*>/g)) {
    if (/\brel="stylesheet"/.test(tag)) found.push(tag.match(/\bhref="([^"]+)"/)?.[1] ?? '');
  }
  return found.filter((path) => path.startsWith('/') && !path.startsWith('//')).map((path) => path.slice(1).split(/[?#]/)[0]);
}
const indexHtml = readFileSync(indexPath, 'utf8');
const entry = [...new Set([...htmlAssets(indexHtml), ...report.entry])];
/** index.html's inline scripts (JSON data blocks aside), gzipped together: JavaScript every page runs first. */
const inlineJs = gzipSync([...indexHtml.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(([, body]) => body).join('\n'), {
  level: 9,
}).length;

/** Gzipped size of one built file: its .gz sibling when the build made one, else compressed here. */
function gzipBytes(file) {
  const path = join(dist, file);
  if (!existsSync(path)) throw new Error(`${file} (from the build report or index.html) is not in ${dist}`);
  return existsSync(`${path}.gz`) ? statSync(`${path}.gz`).size : gzipSync(readFileSync(path), { level: 9 }).length;
}

function sizes(files) {
  const unique = [...new Set(files)];
  const sum = (test) => unique.filter(test).reduce((total, f) => total + gzipBytes(f), 0);
  return { js: sum((f) => f.endsWith('.js')), css: sum((f) => f.endsWith('.css')) };
}
/** What index.html brings before anything else: its inline script and the files it names. */
function withInline(total) {
  return { ...total, js: total.js + inlineJs };
}

const groups = report.chunkGroups;
const group = (name) => {
  if (!groups[name]) throw new Error(`no chunk group "${name}" in the build: update FIRST_VIEW in ${import.meta.url}`);
  return groups[name];
};
const verticals = Object.keys(groups).filter((name) => name.startsWith('vertical-'));
const largestVertical = verticals
  .map((name) => ({ name, bytes: sizes(groups[name]).js + sizes(groups[name]).css }))
  .sort((a, b) => b.bytes - a.bytes)[0];

const kb = (bytes) => (bytes / 1024).toFixed(1).padStart(7);
const rows = [];
for (const name of Object.keys(groups)) {
  if (!name.startsWith('route-')) continue;
  const page = name.slice('route-'.length);
  const base = [...entry, ...groups[name], ...(largestVertical ? groups[largestVertical.name] : [])];
  const phone = withInline(sizes([...base, ...FIRST_VIEW.phone.groups(page).flatMap(group)]));
  const desktop = withInline(sizes([...base, ...FIRST_VIEW.desktop.groups(page).flatMap(group)]));
  rows.push({ page, ...phone, total: phone.js + phone.css, desktop: desktop.js + desktop.css });
}

console.log(`first load per page, gzip KB: before the first view is drawn (budget ${budgetKb} KB, phone)`);
console.log(`  ${'page'.padEnd(16)}${'js'.padStart(7)}${'css'.padStart(7)}${'phone'.padStart(7)}${'desktop'.padStart(9)}`);
for (const row of rows) {
  const flag = row.total > budgetKb * 1024 ? '  over budget' : '';
  console.log(`  ${row.page.padEnd(16)}${kb(row.js)}${kb(row.css)}${kb(row.total)}  ${kb(row.desktop)}${flag}`);
}
const entrySizes = withInline(sizes(entry));
console.log(`  of which index.html's own ${kb(entrySizes.js + entrySizes.css).trim()} KB: its inline script (${kb(inlineJs).trim()} KB), ${entry.join(' ')}`);
if (largestVertical) console.log(`  and the largest web-vertical, ${largestVertical.name} (${kb(largestVertical.bytes).trim()} KB)`);
console.log(`  phone: ${FIRST_VIEW.phone.width}px wide (Lighthouse's mobile device); desktop: ${FIRST_VIEW.desktop.width}px, adds ${FIRST_VIEW.desktop.groups('home').join(', ')}`);
console.log('web-verticals, loaded when their module is chosen, gzip KB:');
for (const name of verticals) {
  const { js, css } = sizes(groups[name]);
  console.log(`  ${name.slice('vertical-'.length).padEnd(16)}${kb(js)}${kb(css)}  ${groups[name].join(' ')}`);
}

const checked = values.page.length > 0 ? rows.filter((row) => values.page.includes(row.page)) : rows;
const unknown = values.page.filter((page) => !rows.some((row) => row.page === page));
if (rows.length === 0) {
  console.error('no "route-…" chunk group in the build report: are the routes still lazy and named?');
  process.exit(1);
}
if (unknown.length > 0 && !values['report-only']) {
  console.error(`no such page in the build: ${unknown.join(', ')} (pages: ${rows.map((row) => row.page).join(', ')})`);
  process.exit(1);
}
const over = checked.filter((row) => row.total > budgetKb * 1024);
if (over.length > 0 && !values['report-only']) {
  console.error(`over the ${budgetKb} KB first-load budget: ${over.map((row) => row.page).join(', ')}`);
  process.exit(1);
}
