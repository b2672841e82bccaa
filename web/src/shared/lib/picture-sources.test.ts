import { describe, expect, it } from 'vitest';
import { pictureSources } from '@/shared/lib/picture-sources';

const LADDERS = [
  { base_url: 'https://cdn.example/media/item', widths: [160, 320, 640], formats: ['avif', 'webp'] },
  { base_url: 'https://cdn.example/media/store', widths: [96, 192], formats: ['avif', 'webp'] },
  { base_url: 'https://cdn.example/media/store/cover', widths: [600, 1200], formats: ['avif', 'webp'] },
];

describe('pictureSources', () => {
  it('offers every stored width of a catalogue picture, AVIF first', () => {
    expect(pictureSources('https://cdn.example/media/item/food-espresso.webp', LADDERS)).toEqual([
      {
        type: 'image/avif',
        srcSet:
          'https://cdn.example/media/item/food-espresso-160w.avif 160w, https://cdn.example/media/item/food-espresso-320w.avif 320w, https://cdn.example/media/item/food-espresso-640w.avif 640w',
      },
      {
        type: 'image/webp',
        srcSet:
          'https://cdn.example/media/item/food-espresso-160w.webp 160w, https://cdn.example/media/item/food-espresso-320w.webp 320w, https://cdn.example/media/item/food-espresso-640w.webp 640w',
      },
    ]);
  });

  it('takes a folder’s own ladder, not its parent’s', () => {
    const [avif] = pictureSources('https://cdn.example/media/store/cover/casa-nonna.webp', LADDERS);
    expect(avif!.srcSet).toBe('https://cdn.example/media/store/cover/casa-nonna-600w.avif 600w, https://cdn.example/media/store/cover/casa-nonna-1200w.avif 1200w');
    expect(pictureSources('https://cdn.example/media/store/casa-nonna.webp', LADDERS)[0]!.srcSet).toContain('casa-nonna-96w.avif 96w');
  });

  it('offers nothing for a picture stored alone', () => {
    expect(pictureSources('https://cdn.example/media/item/2023-01-01-upload.png', LADDERS)).toEqual([]);
    expect(pictureSources('https://cdn.example/media/profile/ada.webp', LADDERS)).toEqual([]);
    expect(pictureSources('https://elsewhere.example/item/x.webp', LADDERS)).toEqual([]);
    expect(pictureSources('https://cdn.example/media/item/x.webp', [])).toEqual([]);
  });
});
