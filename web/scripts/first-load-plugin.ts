import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RsbuildPlugin, Rspack } from '@rsbuild/core';
import { PAGE_STRINGS } from '../src/app/page-strings';

/** Where the build leaves the files each page and each web-vertical needs (read by check-budget.mjs). */
export const FIRST_LOAD_REPORT = '.build/first-load.json';

/** The element of index.html holding each page's and web-vertical's chunks, for web/boot/boot.js. */
export const CHUNK_MAP_ID = 'chunk-map';
/** Where web/index.html wants it. */
const CHUNK_MAP_PLACE = '<!-- chunk-map -->';

function filesOf(assets: { name: string }[] | undefined): string[] {
  return (assets ?? []).map((asset) => asset.name).filter((name) => /\.(js|css)$/.test(name));
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
        const json = single.toJson({ all: false, entrypoints: true, chunkGroups: true, assets: false });
        const groups = Object.entries(json.namedChunkGroups ?? {});
        const report = {
          entry: filesOf(json.entrypoints?.index?.assets),
          chunkGroups: Object.fromEntries(groups.map(([name, group]) => [name, filesOf(group.assets)])),
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
        const indexPath = join(api.context.distPath, 'index.html');
        const html = readFileSync(indexPath, 'utf8');
        const tag = `<script type="application/json" id="${CHUNK_MAP_ID}">${JSON.stringify(map)}</script>`;
        // Before the boot script, which reads it as the page is parsed.
        if (!html.includes(CHUNK_MAP_PLACE)) throw new Error(`index.html has no ${CHUNK_MAP_PLACE} before its boot script`);
        writeFileSync(indexPath, html.replace(CHUNK_MAP_PLACE, tag));
      });
    },
  };
}
