import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RsbuildPlugin, Rspack } from '@rsbuild/core';
import { PAGES_APART } from '../src/app/page-paths';
import { PAGE_STRINGS } from '../src/app/page-strings';
import { ALL_CONTENT_SLUGS } from '../src/features/pages/model/slugs';
import { discoverVerticals } from './gen-verticals.mjs';

/** Where the build leaves the files each page and each web-vertical needs (read by check-budget.mjs). */
export const FIRST_LOAD_REPORT = '.build/first-load.json';

/** The element of index.html holding each page's and web-vertical's chunks, for web/boot/boot.js. */
export const CHUNK_MAP_ID = 'chunk-map';
/** Where web/index.html wants it. */
const CHUNK_MAP_PLACE = '<!-- chunk-map -->';

function filesOf(assets: { name: string }[] | undefined): string[] {
  return scriptsAndStyles((assets ?? []).map((asset) => asset.name));
}

function scriptsAndStyles(names: string[]): string[] {
  return names.filter((name) => /\.(js|css)$/.test(name));
}

/**
 * The chunk of each page the boot script would not find from its path alone, by path (the chunk map's
 * "paths": `{"wallet": "route-account", "my-orders/*": "route-order-details", ...}`): src/app/page-paths.ts's
 * table, the footer's text pages (one chunk; a web-vertical's root page such as /send-package is the
 * vertical's instead) and the web-verticals' pages under their prefix (/rental/vehicle-search).
 */
function pageChunksApart(): Record<string, string> {
  const paths: Record<string, string> = {};
  const verticals = discoverVerticals();
  const verticalPages = verticals.flatMap(({ routePrefix, rootPages }) => {
    const prefix = routePrefix?.slice(1);
    return prefix ? [prefix, `${prefix}/*`, ...rootPages] : [];
  });
  for (const path of verticalPages) paths[path] = 'route-vertical';
  for (const slug of ALL_CONTENT_SLUGS) paths[slug] ??= 'route-content';
  for (const [chunk, pagePaths] of Object.entries(PAGES_APART)) for (const path of pagePaths) paths[path] = chunk;
  return paths;
}

/**
 * After a production build, record the JS and CSS files of the entry and of every named chunk group
 * ("route-…" pages, "vertical-…" web-verticals), so the budget check can add up first loads; and give
 * index.html the files of each page and web-vertical (beyond the entry's), so web/boot/boot.js can
 * have the browser fetch the current page's code together with the entry instead of after it.
 */
export function pluginFirstLoadReport(): RsbuildPlugin {
  return {
    name: 'storefront:first-load-report',
    setup(api) {
      api.onAfterBuild(({ stats }) => {
        if (!stats) return;
        const single = ('stats' in stats ? stats.stats[0] : stats) as Rspack.Stats;
        const json = single.toJson({ all: false, entrypoints: true, chunkGroups: true, chunks: true, assets: false });
        const groups = Object.entries(json.namedChunkGroups ?? {});
        const report = {
          entry: filesOf(json.entrypoints?.index?.assets),
          chunkGroups: Object.fromEntries(groups.map(([name, group]) => [name, filesOf(group.assets)])),
          // Each named chunk's own files, without those it shares with others: the files are named by
          // number (rsbuild.config.ts), so the journeys find a chunk's files here ("vertical-food").
          namedChunks: Object.fromEntries(
            (json.chunks ?? []).flatMap((chunk) => (chunk.names ?? []).map((name) => [name, scriptsAndStyles(chunk.files ?? [])])),
          ),
        };
        const target = join(api.context.distPath, FIRST_LOAD_REPORT);
        mkdirSync(join(target, '..'), { recursive: true });
        writeFileSync(target, `${JSON.stringify(report, null, 2)}\n`);

        // "route-home": ["static/js/async/f.1a2b3c4d5e.js", ...], without the entry's files.
        const entry = new Set(report.entry);
        const beyondEntry = (files: string[]) => files.filter((file) => !entry.has(file));
        const map = Object.fromEntries(
          Object.entries(report.chunkGroups)
            // And a vertical's own home ("home-parcel") with the app's part that draws it ("module-home"),
            // and each other language's strings ("locale-fr"; English's are a chunk per namespace).
            .filter(([name]) => /^(route|vertical|home)-|^locale-[a-z]+$/.test(name) || name === 'module-home')
            .map(([name, files]) => [name, beyondEntry(files)]),
        );
        // A page's files include the English strings it shows at once (src/app/page-strings.ts), which
        // every language asks for, English being the fallback of the others.
        for (const [page, namespaces] of Object.entries(PAGE_STRINGS)) {
          const strings = namespaces.flatMap((namespace) => {
            const files = report.chunkGroups[`locale-en-${namespace}`];
            if (!files) throw new Error(`no chunk "locale-en-${namespace}" for ${page}'s strings`);
            return beyondEntry(files);
          });
          map[page] = [...(map[page] ?? []), ...strings];
        }
        const withPaths = { ...map, paths: pageChunksApart() };
        const indexPath = join(api.context.distPath, 'index.html');
        const html = readFileSync(indexPath, 'utf8');
        const tag = `<script type="application/json" id="${CHUNK_MAP_ID}">${JSON.stringify(withPaths)}</script>`;
        // Before the boot script, which reads it as the page is parsed.
        if (!html.includes(CHUNK_MAP_PLACE)) throw new Error(`index.html has no ${CHUNK_MAP_PLACE} before its boot script`);
        writeFileSync(indexPath, html.replace(CHUNK_MAP_PLACE, tag));
      });
    },
  };
}
