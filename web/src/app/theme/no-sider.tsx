import { createContext } from 'react';

/**
 * Stands in for antd's Layout.Sider where antd's Layout imports it (web/rsbuild.config.ts): the
 * storefront has no sider, and the real one (with its icons and responsive logic, about 4 KB gzip)
 * would otherwise sit in every first load. Menu still gets the real module. Using Layout.Sider fails
 * loudly: take this replacement out of the build configuration first.
 */
export const SiderContext = createContext({});

export default function NoSider(): never {
  throw new Error('antd Layout.Sider is left out of the build: see web/rsbuild.config.ts');
}
