// Discovery of the web-verticals: every installed package whose package.json declares
//   "storefrontVertical": { "moduleType": "<type>", "routePrefix": "/<type>", "rootPages": ["<page>"] }
// (routePrefix optional; rootPages, pages of the prefix that also answer at the site's root, optional)
// gets an entry in a generated loader table (web/generated/verticals.ts, not committed), which
// web/src/app/verticals/verticals.ts imports. Adding a bundle is `npm install` plus a build: web/ names no package.
//
// Run before everything that compiles web/src: the Rsbuild configuration (build, dev server and
// Storybook), the web tests' configuration and `npm run typecheck` call it; `node web/scripts/gen-verticals.mjs`
// runs it alone. STOREFRONT_VERTICAL_MODULES adds node_modules folders to scan (path-delimited), for a
// build with bundles installed beside the repository's own (`npm run build:with-laundry`).
import { existsSync, mkdirSync, readdirSync, readFileSync, realpathSync, writeFileSync } from 'node:fs';
import { delimiter, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const WEB = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const ROOT = resolve(WEB, '..');
// Outside web/src: the table names module types, which generic storefront code never does (a lint rule and
// the project's checks look for them there); it is build output that the app imports.
export const GENERATED = join(WEB, 'generated', 'verticals.ts');

/** The package.json field a web-vertical declares itself with. */
export const FIELD = 'storefrontVertical';
const MODULE_TYPE = /^[a-z][a-z0-9_-]{0,39}$/;
const ROUTE_PREFIX = /^(\/[a-z0-9][a-z0-9-]*)+$/;
const ROOT_PAGE = /^[a-z0-9][a-z0-9-]{0,63}$/;

/** The node_modules folders STOREFRONT_VERTICAL_MODULES adds (relative to the repository), which exist. */
export function extraModuleFolders(env = process.env) {
  const folders = (env.STOREFRONT_VERTICAL_MODULES ?? '').split(delimiter).filter(Boolean);
  return folders.map((folder) => resolve(ROOT, folder)).filter((folder) => existsSync(folder));
}

/** The node_modules folders scanned: the repository's, web/'s, and the extra ones of the environment. */
export function scannedFolders(env = process.env) {
  return [join(ROOT, 'node_modules'), join(WEB, 'node_modules')].filter((folder) => existsSync(folder)).concat(extraModuleFolders(env));
}

/** The package folders directly in `modules` (scoped ones under their scope). */
function packagesIn(modules) {
  const folders = [];
  for (const entry of readdirSync(modules, { withFileTypes: true })) {
    if (entry.name.startsWith('.')) continue;
    const path = join(modules, entry.name);
    if (entry.name.startsWith('@')) {
      for (const scoped of readdirSync(path)) folders.push(join(path, scoped));
    } else {
      folders.push(path);
    }
  }
  return folders;
}

function readManifest(folder) {
  try {
    return JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8'));
  } catch {
    return null; // not a package (a stray folder, a broken link)
  }
}

/**
 * Every declared web-vertical, sorted by module type: { name, moduleType, routePrefix, rootPages }. A
 * malformed declaration or two packages claiming one module type (or one route prefix, or one root page)
 * stop the build with the reason, rather than leave a module without its bundle.
 */
export function discoverVerticals(folders = scannedFolders()) {
  const found = new Map();
  const seen = new Set();
  for (const modules of folders) {
    for (const folder of packagesIn(modules)) {
      const manifest = readManifest(folder);
      const declared = manifest?.[FIELD];
      if (!declared) continue;
      const real = realpathSync(folder);
      if (seen.has(real)) continue; // the same workspace linked in two node_modules folders
      seen.add(real);
      const where = `${manifest.name} (${folder})`;
      const { moduleType, routePrefix = null, rootPages = [] } = declared;
      if (typeof moduleType !== 'string' || !MODULE_TYPE.test(moduleType)) {
        throw new Error(`${where}: "${FIELD}.moduleType" must be a lower-case name like "laundry"`);
      }
      if (routePrefix !== null && (typeof routePrefix !== 'string' || !ROUTE_PREFIX.test(routePrefix))) {
        throw new Error(`${where}: "${FIELD}.routePrefix" must be a path like "/${moduleType}"`);
      }
      // A root page is one of the vertical's own pages that SPEC.md puts at the site's root (parcel's
      // /send-package): it needs the prefix its pages live under.
      if (!Array.isArray(rootPages) || !rootPages.every((page) => typeof page === 'string' && ROOT_PAGE.test(page)) || (rootPages.length && !routePrefix)) {
        throw new Error(`${where}: "${FIELD}.rootPages" must list page paths like "send-package", beside a routePrefix`);
      }
      const other = found.get(moduleType);
      if (other) throw new Error(`${where} and ${other.name} both declare the module type "${moduleType}"`);
      const clash = routePrefix && [...found.values()].find((vertical) => vertical.routePrefix === routePrefix);
      if (clash) throw new Error(`${where} and ${clash.name} both declare the route prefix "${routePrefix}"`);
      const claimed = [...found.values()].find((vertical) => vertical.rootPages.some((page) => rootPages.includes(page)));
      if (claimed) throw new Error(`${where} and ${claimed.name} both declare a root page of ${JSON.stringify(rootPages)}`);
      found.set(moduleType, { name: manifest.name, moduleType, routePrefix, rootPages });
    }
  }
  return [...found.values()].sort((a, b) => a.moduleType.localeCompare(b.moduleType));
}

/** The generated module's source: one dynamic import per vertical, its chunk named "vertical-<type>". */
export function tableSource(verticals) {
  const rows = verticals.map(({ name, moduleType, routePrefix, rootPages = [] }) => {
    const prefix = routePrefix ? `routePrefix: ${JSON.stringify(routePrefix)}, ` : '';
    const root = rootPages.length ? `rootPages: ${JSON.stringify(rootPages)}, ` : '';
    return `  ${JSON.stringify(moduleType)}: { ${prefix}${root}load: () => import(/* webpackChunkName: "vertical-${moduleType}" */ ${JSON.stringify(name)}) },`;
  });
  return [
    '// Generated by web/scripts/gen-verticals.mjs from the installed packages declaring "storefrontVertical"',
    '// in their package.json. Not committed, not to edit: install or remove a package and build again.',
    'export const discoveredVerticals = {',
    ...rows,
    '} as const;',
    '',
  ].join('\n');
}

/** Write the table when it changed (an unchanged file does not wake a watching build). */
export function writeVerticalTable(env = process.env) {
  const source = tableSource(discoverVerticals(scannedFolders(env)));
  const current = existsSync(GENERATED) ? readFileSync(GENERATED, 'utf8') : null;
  if (current !== source) {
    mkdirSync(dirname(GENERATED), { recursive: true });
    writeFileSync(GENERATED, source);
  }
  return source;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  writeVerticalTable();
  console.log(`web-verticals table written: ${GENERATED}`);
}
