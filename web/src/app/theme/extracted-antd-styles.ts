// antd's style cache keeps the map of extracted styles it read first (the entry's first-view map) until
// told to read it again; no public API says so, hence this one internal import.
import { reset as rereadStyleMap } from '@ant-design/cssinjs/es/util/cacheMapUtil';

const MARK = 'data-extracted-antd';

/**
 * Puts antd styles extracted at build time (web/scripts/extract-antd-styles.mjs: CSS ending with antd's
 * style map) in the page once, and has antd read its map again, so that the components listed are drawn
 * with these styles instead of styles generated on the main thread. They go first in <head>, where antd
 * puts its run-time styles: the app's own CSS still overrides them as it does those.
 */
export function installExtractedAntdStyles(name: string, css: string): void {
  if (typeof document === 'undefined' || !css || document.head.querySelector(`style[${MARK}="${name}"]`)) return;
  const style = document.createElement('style');
  style.setAttribute(MARK, name);
  style.textContent = css;
  document.head.prepend(style);
  rereadStyleMap(undefined);
}
