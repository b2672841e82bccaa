import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, rspack } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { minify_sync as minifySync } from 'terser';
import { pluginAntdFirstViewStyles } from './scripts/antd-first-view-plugin';
import { pluginFirstLoadReport } from './scripts/first-load-plugin';
import { extraModuleFolders, writeVerticalTable } from './scripts/gen-verticals.mjs';
import { BOOT_SHELL_HTML } from './src/app/boot-shell-markup';
import { BOOT_SHELL_TYPE_HTML } from './src/app/boot-shell-type';

const fromWeb = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const NO_UNIQUE_TOOLTIPS = fromWeb('./src/app/theme/no-unique-tooltips.tsx');
const NO_CARD_TABS = fromWeb('./src/app/theme/no-card-tabs.tsx');
const INSTANT_LOADING_ICON = fromWeb('./src/app/theme/instant-loading-icon.tsx');
const BUTTON_SOLID_TEXT = fromWeb('./src/app/theme/button-solid-text.ts');

// The web-verticals installed now (web/generated/verticals.ts), for the app and Storybook alike.
writeVerticalTable();

// index.html's one inline script (web/boot/boot.js), minified: inline, it needs no request before the
// first paint.
const BOOT_SCRIPT = minifySync(readFileSync(fromWeb('./boot/boot.js'), 'utf8'), { ecma: 2019 }).code ?? '';

// The API server for `npm run dev` (`storefront serve` listens here by default).
const API_SERVER = process.env.STOREFRONT_API ?? 'http://127.0.0.1:8000';

// React Compiler (Rspack's own, in its SWC loader) memoizes only the components that say 'use memo':
// those an answer arriving draws again in one blocking render (a swr store update is always synchronous),
// where memoizing what did not change spares their children (docs/web.md). Not every component: its
// code would grow the first load, which is at its budget. A 'use memo' it cannot compile fails the build.
const REACT_COMPILER = { compilationMode: 'annotation', target: '19', panicThreshold: 'all_errors' } as const;

export default defineConfig({
  plugins: [pluginReact({ reactCompiler: REACT_COMPILER }), pluginAntdFirstViewStyles(), pluginFirstLoadReport()],
  html: {
    title: 'Storefront',
    mountId: 'root',
    favicon: './src/app/favicon.svg',
    // A static first view painted before the JavaScript arrives (web/index.html, src/app/boot-shell-markup.ts),
    // with the first views' fonts loaded under it (src/app/boot-shell-type.ts).
    template: './index.html',
    templateParameters: { bootShell: BOOT_SHELL_HTML + BOOT_SHELL_TYPE_HTML, bootScript: BOOT_SCRIPT },
  },
  output: {
    // Another folder for a build beside the usual one (npm run build:with-laundry writes web/dist-laundry).
    distPath: { root: process.env.STOREFRONT_DIST ?? 'dist' },
    // Hashed names under static/: the server lets browsers keep them a year; index.html is revalidated.
    // Lazy chunks and style sheets are named by number, with 6 hex digits (tools.rspack.output below).
    filenameHash: 'contenthash:10',
    filename: { css: '[name].[contenthash:6].css' },
    sourceMap: { js: false, css: false },
    // STOREFRONT_MINIFY=0 keeps function and component names, for e2e/trace-first-view.ts to name what a long task ran.
    ...(process.env.STOREFRONT_MINIFY === '0' ? { minify: false } : {}),
  },
  tools: {
    // A lazy chunk's style sheet is named as its script is (tools.rspack.output below).
    cssExtract: { pluginOptions: { chunkFilename: 'static/css/async/[id].[contenthash:6].css' } },
    rspack: {
      // Bundles installed in extra node_modules folders (STOREFRONT_VERTICAL_MODULES) resolve from there too.
      resolve: { modules: ['node_modules', ...extraModuleFolders()] },
      // The runtime in every page's first load maps each lazy chunk and style sheet (about two hundred and
      // sixty) to its file: named by the chunk's number, not its name ("route-home"), the map weighs 0.9 KB
      // (gzip) less on /home's first load, and 6 hex digits of hash instead of 10 take 0.5 KB more off. 24 bits still
      // tell one version of a chunk from the next (two versions of one chunk share a hash once in some
      // sixteen million changes). The names stay in the build's report (.build/first-load.json: the
      // budget, index.html's chunk map and the journeys read them there). Async style sheets: cssExtract.
      output: { chunkFilename: 'static/js/async/[id].[contenthash:6].js' },
      plugins: [
        // V8's explicit compile hint (Chromium 136 on): the functions of each script are compiled while
        // it downloads, on a background thread, instead of on the main thread at each one's first call.
        // Nearly all of a chunk's code runs as soon as it arrives (a page's components, antd's), and the
        // main thread's compile was a good part of the app's start and of each page's chunk running
        // (docs/web.md, "What is next for a machine of CI's kind"). Other engines read a comment.
        // Added after minifying (which drops comments), before the content hashes are taken.
        new rspack.BannerPlugin({
          banner: '//# allFunctionsCalledOnLoad',
          raw: true,
          test: /\.js$/,
          stage: rspack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
        }),
        // antd code every page would load for features the storefront never uses gets a stub (the stubs
        // say why): ConfigProvider's tooltip UniqueProvider (no `tooltip.unique`) and Card's Tabs (no
        // `tabList`).
        new rspack.NormalModuleReplacementPlugin(/[\\/]tooltip[\\/]UniqueProvider$/, (resource) => {
          if (/[\\/]antd[\\/]es[\\/]config-provider$/.test(resource.context)) resource.request = NO_UNIQUE_TOOLTIPS;
        }),
        new rspack.NormalModuleReplacementPlugin(/^\.\.\/tabs$/, (resource) => {
          if (/[\\/]antd[\\/]es[\\/]card$/.test(resource.context)) resource.request = NO_CARD_TABS;
        }),
        // Button's styles ask the colour picker whether a solid ground is bright (button-solid-text.ts).
        new rspack.NormalModuleReplacementPlugin(/[\\/]color-picker[\\/](color|components[\\/]ColorPresets)$/, (resource) => {
          if (/[\\/]antd[\\/]es[\\/]button[\\/]style$/.test(resource.context)) resource.request = BUTTON_SOLID_TEXT;
        }),
        // Button's loading icon without its slide in and out, which could stick (instant-loading-icon.tsx).
        new rspack.NormalModuleReplacementPlugin(/^\.\/DefaultLoadingIcon$/, (resource) => {
          if (/[\\/]antd[\\/]es[\\/]button$/.test(resource.context)) resource.request = INSTANT_LOADING_ICON;
        }),
      ],
      module: {
        rules: [
          {
            // antd's rc-component packages are side-effect free but do not say so; saying it lets the
            // bundler drop what a page does not use (Typography alone pulled in the whole form engine).
            test: /[\\/]node_modules[\\/]@rc-component[\\/]/,
            sideEffects: false,
          },
        ],
      },
    },
  },
  performance: {
    // Page code that fewer than twelve pages share goes into each page's own chunk rather than a small
    // shared chunk of its own (the libraries keep their chunks): a page's first load then needs fewer,
    // larger files, which compress better. Measured on 2026-11-28 against rspack's default of two: /home's
    // first load 201.1 -> 199.5 KB and every catalogue page 1.3 to 1.6 KB lighter, for 7% more bytes in
    // all the chunks together (the same code in more pages' chunks). Checked by `make budget`.
    chunkSplit: {
      strategy: 'split-by-experience',
      override: { cacheGroups: { default: { minChunks: 12, priority: -20, reuseExistingChunk: true } } },
    },
  },
  server: {
    proxy: { '/api': API_SERVER, '/media': API_SERVER, '/schema': API_SERVER },
  },
});
