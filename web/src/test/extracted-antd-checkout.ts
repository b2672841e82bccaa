// Tests draw with antd's run-time styles: the build's extracted checkout styles (web/scripts/extract-antd-styles.mjs) stand empty here.
export default '';
