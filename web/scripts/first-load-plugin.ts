import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RsbuildPlugin, Rspack } from '@rsbuild/core';

/** Where the build leaves the files each page and each web-vertical needs (read by check-budget.mjs). */
export const FIRST_LOAD_REPORT = '.build/first-load.json';

function filesOf(assets: { name: string }[] | undefined): string[] {
  return (assets ?? []).map((asset) => asset.name).filter((name) => /\.(js|css)$/.test(name));
}

/**
 * After a production build, record the JS and CSS files of the entry and of every named chunk group
 * ("route-…" pages, "vertical-…" web-verticals), so the budget check can add up first loads.
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
      });
    },
  };
}
