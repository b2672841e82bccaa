// First-load size of each page: the entry's JS and CSS plus the page's own chunk group, gzipped.
// Usage: node web/scripts/check-budget.mjs [--budget-kb 200] [--page home ...] [--dist web/dist] [--report-only]
// Exits 1 when a checked page (every page, or those named by --page) passes the budget, unless
// --report-only. Reads the report the build writes (web/scripts/first-load-plugin.ts).
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';

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
if (!Number.isFinite(budgetKb) || budgetKb <= 0) {
  console.error(`--budget-kb must be a positive number, not "${values['budget-kb']}"`);
  process.exit(2);
}
if (!existsSync(reportPath)) {
  console.error(`${reportPath} is missing: run "npm run build" first`);
  process.exit(2);
}
const report = JSON.parse(readFileSync(reportPath, 'utf8'));

/** Gzipped size of one built file: its .gz sibling when the build made one, else compressed here. */
function gzipBytes(file) {
  const path = join(dist, file);
  return existsSync(`${path}.gz`) ? statSync(`${path}.gz`).size : gzipSync(readFileSync(path), { level: 9 }).length;
}

function sizes(files) {
  const unique = [...new Set(files)];
  const sum = (ext) => unique.filter((f) => f.endsWith(ext)).reduce((total, f) => total + gzipBytes(f), 0);
  return { js: sum('.js'), css: sum('.css') };
}

const kb = (bytes) => (bytes / 1024).toFixed(1).padStart(7);
const rows = [];
for (const [name, files] of Object.entries(report.chunkGroups)) {
  if (!name.startsWith('route-')) continue;
  const { js, css } = sizes([...report.entry, ...files]);
  rows.push({ page: name.slice('route-'.length), js, css, total: js + css });
}

console.log(`first load per page, gzip KB (budget ${budgetKb} KB):`);
console.log(`  ${'page'.padEnd(16)}${'js'.padStart(7)}${'css'.padStart(7)}${'total'.padStart(7)}`);
for (const row of rows) {
  const flag = row.total > budgetKb * 1024 ? '  over budget' : '';
  console.log(`  ${row.page.padEnd(16)}${kb(row.js)}${kb(row.css)}${kb(row.total)}${flag}`);
}
console.log('web-verticals, loaded when their module is chosen, gzip KB:');
for (const [name, files] of Object.entries(report.chunkGroups)) {
  if (!name.startsWith('vertical-')) continue;
  const { js, css } = sizes(files);
  console.log(`  ${name.slice('vertical-'.length).padEnd(16)}${kb(js)}${kb(css)}  ${files.join(' ')}`);
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
