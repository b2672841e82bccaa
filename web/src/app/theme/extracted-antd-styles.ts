// antd's style cache keeps the map of extracted styles it read first (the entry's first-view map) until
// told to read it again; no public API says so, hence this one internal import.
import { reset as rereadStyleMap } from '@ant-design/cssinjs/es/util/cacheMapUtil';

const MARK = 'data-extracted-antd';
/**
 * antd's map of extracted styles, as each set ends with it (web/scripts/extract-antd-styles.mjs): its
 * class doubled, so that it wins over the first view's map in the entry's CSS.
 */
const MAP_RULE = /\.data-ant-cssinjs-cache-path\.data-ant-cssinjs-cache-path\{content:"([^"]*)";\}/;

/** The style paths of every set put in so far (each set's map lists the first view's and its own). */
const mapped = new Set<string>();

/**
 * Puts antd styles extracted at build time (web/scripts/extract-antd-styles.mjs: CSS ending with antd's
 * style map) in the page once, and has antd read its map again, so that the components listed are drawn
 * with these styles instead of styles generated on the main thread. They go first in <head>, where antd
 * puts its run-time styles: the app's own CSS still overrides them as it does those. With several sets
 * in (checkout's, then the reviews'), the map antd reads lists all of them: one map in its own style
 * element, rewritten by each set, rather than the last set's map alone, which would have antd generate
 * the others' styles again.
 */
export function installExtractedAntdStyles(name: string, css: string): void {
  if (typeof document === 'undefined' || !css || document.head.querySelector(`style[${MARK}="${name}"]`)) return;
  const map = MAP_RULE.exec(css);
  const style = document.createElement('style');
  style.setAttribute(MARK, name);
  style.textContent = map ? css.replace(map[0], '') : css;
  document.head.prepend(style);
  if (!map) return;
  for (const entry of map[1]!.split(';')) if (entry) mapped.add(entry);
  let mapStyle = document.head.querySelector(`style[${MARK}="map"]`);
  if (!mapStyle) {
    mapStyle = document.createElement('style');
    mapStyle.setAttribute(MARK, 'map');
    document.head.append(mapStyle);
  }
  mapStyle.textContent = `.data-ant-cssinjs-cache-path.data-ant-cssinjs-cache-path{content:"${[...mapped].join(';')}";}`;
  rereadStyleMap(undefined);
}
