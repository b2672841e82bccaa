import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from 'storybook-react-rsbuild';

const WEB = fileURLToPath(new URL('..', import.meta.url));

/**
 * Storybook on the storefront's own Rsbuild configuration (web/rsbuild.config.ts: React, the rc-component
 * side-effects rule), so stories are built the way the app is. Stories sit next to their components.
 */
const config: StorybookConfig = {
  // The sdk's shared components (the quantity control) and the web-verticals' have their stories beside them too.
  stories: ['../src/**/*.stories.tsx', '../sdk/src/**/*.stories.tsx', '../../web-verticals/*/src/**/*.stories.tsx'],
  framework: {
    name: 'storybook-react-rsbuild',
    options: { builder: { rsbuildConfigPath: fileURLToPath(new URL('../rsbuild.config.ts', import.meta.url)) } },
  },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: false },
  rsbuildFinal: (rsbuild) => ({
    ...rsbuild,
    // The app's build report and its budget are about the app, not about this catalogue of components.
    plugins: (rsbuild.plugins ?? []).filter(
      (plugin) => !(plugin && typeof plugin === 'object' && 'name' in plugin && plugin.name === 'storefront:first-load-report'),
    ),
    // The app's favicon and page template are relative to web/, and Storybook brings its own page.
    html: { ...rsbuild.html, favicon: undefined, template: undefined, templateParameters: undefined },
    source: { ...rsbuild.source, tsconfigPath: `${WEB}tsconfig.json` },
    resolve: { ...rsbuild.resolve, alias: { ...(rsbuild.resolve?.alias as Record<string, string>), '@': `${WEB}src` } },
  }),
};

export default config;
