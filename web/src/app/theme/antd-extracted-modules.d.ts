/** antd's styles for checkout's form, written at build time (web/scripts/extract-antd-styles.mjs). */
declare module '@antd-extracted/checkout' {
  const css: string;
  export default css;
}

/** antd's styles for the reviews at a store's or product's page end, written at build time (web/scripts/extract-antd-styles.mjs). */
declare module '@antd-extracted/reviews' {
  const css: string;
  export default css;
}
