import type { ReactNode } from 'react';

/**
 * Stands in for antd's tooltip/UniqueProvider inside ConfigProvider (web/rsbuild.config.ts): the
 * provider only wraps the app when `tooltip.unique` is configured, which the storefront never does,
 * yet ConfigProvider imports it statically, and with it the whole popup engine (trigger, portal,
 * motion: about 20 KB gzip) into every first load. Tooltips themselves are untouched.
 */
export default function NoUniqueTooltips({ children }: { children?: ReactNode }) {
  return children;
}
