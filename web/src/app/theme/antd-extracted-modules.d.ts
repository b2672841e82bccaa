/** antd's styles for checkout's form, written at build time (web/scripts/extract-antd-styles.mjs). */
declare module '@antd-extracted/checkout' {
  const css: string;
  export default css;
}
