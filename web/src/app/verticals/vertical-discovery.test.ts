import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { discoverVerticals, scannedFolders, tableSource } from '../../../scripts/gen-verticals.mjs';

/** A node_modules folder holding `packages` (name -> package.json), as npm installs them. */
function nodeModules(packages: Record<string, object>): string {
  const modules = mkdtempSync(join(tmpdir(), 'verticals-'));
  folders.push(modules);
  for (const [name, manifest] of Object.entries(packages)) {
    mkdirSync(join(modules, name), { recursive: true });
    writeFileSync(join(modules, name, 'package.json'), JSON.stringify({ name, ...manifest }));
  }
  return modules;
}

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe('web-vertical discovery (web/scripts/gen-verticals.mjs)', () => {
  it('finds the installed packages declaring "storefrontVertical", scoped or not, and only those', () => {
    const modules = nodeModules({
      '@acme/vertical-laundry': { storefrontVertical: { moduleType: 'laundry', routePrefix: '/laundry', rootPages: ['wash'] } },
      'bakery-bundle': { storefrontVertical: { moduleType: 'bakery' } },
      react: { version: '19.0.0' },
    });

    expect(discoverVerticals([modules])).toEqual([
      { name: 'bakery-bundle', moduleType: 'bakery', routePrefix: null, rootPages: [] },
      { name: '@acme/vertical-laundry', moduleType: 'laundry', routePrefix: '/laundry', rootPages: ['wash'] },
    ]);
  });

  it("writes one lazily imported chunk per vertical, named after its type, and its route prefix", () => {
    const source = tableSource([
      { name: '@acme/vertical-laundry', moduleType: 'laundry', routePrefix: '/laundry', rootPages: ['wash'] },
      { name: 'bakery-bundle', moduleType: 'bakery', routePrefix: null },
    ]);

    expect(source).toContain(
      '"laundry": { routePrefix: "/laundry", rootPages: ["wash"], load: () => import(/* webpackChunkName: "vertical-laundry" */ "@acme/vertical-laundry") },',
    );
    expect(source).toContain('"bakery": { load: () => import(/* webpackChunkName: "vertical-bakery" */ "bakery-bundle") },');
  });

  it('stops the build on a malformed declaration or two packages claiming one type or prefix', () => {
    expect(() => discoverVerticals([nodeModules({ bad: { storefrontVertical: { moduleType: 'Bad Type' } } })])).toThrow(
      /bad .*"storefrontVertical.moduleType" must be a lower-case name/,
    );
    expect(() =>
      discoverVerticals([nodeModules({ bad: { storefrontVertical: { moduleType: 'bad', routePrefix: 'bad' } } })]),
    ).toThrow(/"storefrontVertical.routePrefix" must be a path like "\/bad"/);
    const twice = nodeModules({ one: { storefrontVertical: { moduleType: 'laundry' } }, two: { storefrontVertical: { moduleType: 'laundry' } } });
    expect(() => discoverVerticals([twice])).toThrow(/both declare the module type "laundry"/);
    const samePrefix = nodeModules({
      one: { storefrontVertical: { moduleType: 'one', routePrefix: '/shared' } },
      two: { storefrontVertical: { moduleType: 'two', routePrefix: '/shared' } },
    });
    expect(() => discoverVerticals([samePrefix])).toThrow(/both declare the route prefix "\/shared"/);
    const sameRoot = nodeModules({
      one: { storefrontVertical: { moduleType: 'one', routePrefix: '/one', rootPages: ['send'] } },
      two: { storefrontVertical: { moduleType: 'two', routePrefix: '/two', rootPages: ['send'] } },
    });
    expect(() => discoverVerticals([sameRoot])).toThrow(/both declare a root page/);
    expect(() => discoverVerticals([nodeModules({ bad: { storefrontVertical: { moduleType: 'bad', rootPages: ['send'] } } })])).toThrow(
      /"storefrontVertical.rootPages" must list page paths/,
    );
  });

  it("scans the repository's node_modules and the folders STOREFRONT_VERTICAL_MODULES adds", () => {
    const extra = nodeModules({});
    const scanned = scannedFolders({ STOREFRONT_VERTICAL_MODULES: extra });
    expect(scanned.at(-1)).toBe(extra);
    expect(discoverVerticals(scanned).map((vertical) => vertical.name)).toContain('@storefront/vertical-rental');
  });
});
