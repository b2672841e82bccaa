/**
 * Stands in for antd's Tabs where antd's Card imports it (web/rsbuild.config.ts): Card draws Tabs only
 * for its `tabList`, which the storefront never passes, yet the import brought Tabs with its Menu,
 * Dropdown and overflow logic (some 30 KB gzip) into every page drawing a Card (checkout's order
 * form). Pages with real tabs import antd's Tabs themselves and get the real module. Using a Card's
 * `tabList` fails loudly: take this replacement out of the build configuration first.
 */
export default function NoCardTabs(): never {
  throw new Error("antd Card's tabList is left out of the build: see web/rsbuild.config.ts");
}
