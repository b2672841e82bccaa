/** An sRGB colour with its opacity (0-1), as CSS writes it in rgb()/rgba() or #rrggbb(aa). */
type Rgba = [number, number, number, number];

/** A computed colour ("rgb(…)", "rgba(…)", "#rrggbb", "#rrggbbaa") as channels. */
export function parseColour(css: string): Rgba {
  const hex = /^#([0-9a-f]{6})([0-9a-f]{2})?$/i.exec(css.trim());
  if (hex) {
    const [r, g, b] = [0, 2, 4].map((at) => parseInt(hex[1]!.slice(at, at + 2), 16)) as [number, number, number];
    return [r, g, b, hex[2] ? parseInt(hex[2], 16) / 255 : 1];
  }
  const channels = /^rgba?\(([^)]+)\)$/.exec(css.trim())?.[1]?.split(/[\s,/]+/).filter(Boolean).map(Number);
  if (!channels || channels.length < 3 || channels.some(Number.isNaN)) throw new Error(`Not a colour: ${css}`);
  const [r, g, b, a = 1] = channels as [number, number, number, number?];
  return [r, g, b, a];
}

/** `top` painted over `below` (opaque): what the eye sees. */
export function over(top: Rgba, below: Rgba): Rgba {
  const a = top[3];
  return [0, 1, 2].map((i) => top[i]! * a + below[i]! * (1 - a)).concat(1) as Rgba;
}

function luminance([r, g, b]: Rgba): number {
  const [lr, lg, lb] = [r, g, b].map((channel) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * lr + 0.7152 * lg + 0.0722 * lb;
}

/**
 * WCAG's contrast ratio of `text` on `ground`, each painted over `page` (opaque) as the browser would:
 * 4.5 is the least for body text.
 */
export function contrastRatio(text: string, ground: string, page: string): number {
  const base = parseColour(page);
  const back = over(parseColour(ground), base);
  const front = over(parseColour(text), back);
  const [light, dark] = [luminance(front), luminance(back)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}
