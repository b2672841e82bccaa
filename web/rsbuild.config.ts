import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginFirstLoadReport } from './scripts/first-load-plugin';

// The API server for `npm run dev` (`storefront serve` listens here by default).
const API_SERVER = process.env.STOREFRONT_API ?? 'http://127.0.0.1:8000';

export default defineConfig({
  plugins: [pluginReact(), pluginFirstLoadReport()],
  html: {
    title: 'Storefront',
    mountId: 'root',
    favicon: './src/app/favicon.svg',
  },
  output: {
    // Hashed names under static/: the server lets browsers keep them a year; index.html is revalidated.
    filenameHash: 'contenthash:10',
    sourceMap: { js: false, css: false },
  },
  tools: {
    rspack: {
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
  server: {
    proxy: { '/api': API_SERVER, '/media': API_SERVER, '/schema': API_SERVER },
  },
});
