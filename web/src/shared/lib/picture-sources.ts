import type { Schemas } from '@/shared/api/types';

/** The stored widths and formats of the pictures of one folder (the configuration's `picture_ladders`). */
export type PictureLadder = Schemas['PictureLadder'];

/** One `<source>` of a `<picture>`: a format and its files by width. */
export interface PictureSource {
  type: string;
  srcSet: string;
}

const LARGEST = '.webp';

/**
 * The sources of the picture at `src` when it is stored with a ladder of widths and formats (the server's
 * catalogue pictures: `<folder>/<name>.webp` beside `<folder>/<name>-<width>w.<format>`), most compact
 * format first; none for any other picture (an upload, another site's), which is drawn from `src` alone.
 */
export function pictureSources(src: string, ladders: readonly PictureLadder[]): PictureSource[] {
  if (!src.endsWith(LARGEST)) return [];
  const stem = src.slice(0, -LARGEST.length);
  for (const ladder of ladders) {
    const folder = `${ladder.base_url}/`;
    // The ladder is its folder's alone: store/cover/x.webp is not a store logo.
    if (!stem.startsWith(folder) || stem.slice(folder.length).includes('/')) continue;
    return ladder.formats.map((format) => ({
      type: `image/${format}`,
      srcSet: ladder.widths.map((width) => `${stem}-${width}w.${format} ${width}w`).join(', '),
    }));
  }
  return [];
}
