// Tests draw with antd's run-time styles: the build's extracted sets (checkout's, the reviews'; web/scripts/extract-antd-styles.mjs) stand empty here.
export default '';
