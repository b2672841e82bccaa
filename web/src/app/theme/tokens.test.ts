import { describe, expect, it } from 'vitest';
import { contrastRatio } from '@/test/contrast';
import { accentText, accentTint, BRAND_COLOUR, darken, DESCRIPTION_TEXT, lighten, themeConfig } from '@/app/theme/tokens';

describe('themeConfig', () => {
  it('keeps danger words under the pointer and success words on their tint readable in light mode', () => {
    const token = themeConfig('light').token;
    expect(contrastRatio(token?.colorErrorHover ?? '', '#ffffff', '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(token?.colorErrorActive ?? '', '#ffffff', '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(token?.colorSuccessText ?? '', '#f6ffed', '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });

  it('switches antd’s motion off when the shopper asks for reduced motion', () => {
    expect(themeConfig('light').token?.motion).toBe(true);
    expect(themeConfig('dark', '#2f7d3a', false).token?.motion).toBe(false);
  });

  it('uses the accent for buttons, and a darker accent for links, in light mode', () => {
    const token = themeConfig('light', '#2f7d3a').token;
    expect(token?.colorPrimary).toBe('#2f7d3a');
    expect(token?.colorLink).toBe(darken('#2f7d3a', 0.15));
  });

  it('lightens links in dark mode so they read on a black page', () => {
    const token = themeConfig('dark', '#2f7d3a').token;
    expect(token?.colorPrimary).toBe('#2f7d3a');
    expect(token?.colorLink).toBe(lighten('#2f7d3a', 0.4));
  });

  it('keeps secondary text readable (4.5:1 or more) in both modes', () => {
    expect(themeConfig('light').token?.colorTextDescription).toBe(DESCRIPTION_TEXT.light);
    expect(themeConfig('dark').token?.colorTextDescription).toBe(DESCRIPTION_TEXT.dark);
  });

  it("draws progress bars in the accent, not antd's blue, in both modes", () => {
    expect(themeConfig('light', '#2f7d3a').components?.Progress?.defaultColor).toBe('#2f7d3a');
    expect(themeConfig('dark', '#2f7d3a').components?.Progress?.defaultColor).toBe('#2f7d3a');
  });

  it("grounds selected rows and the shopper's messages in the accent's own tint, in both modes", () => {
    expect(themeConfig('light', '#2f7d3a').token?.colorPrimaryBg).toBe(accentTint('light', '#2f7d3a'));
    expect(themeConfig('dark', '#2f7d3a').token?.colorPrimaryBg).toBe(accentTint('dark', '#2f7d3a'));
  });

  it("falls back to the marketplace's colour", () => {
    expect(themeConfig('light').token?.colorPrimary).toBe(BRAND_COLOUR);
  });
});

/** WCAG 2's contrast ratio of two opaque colours. */
const contrast = (text: string, ground: string) => contrastRatio(text, ground, ground);

describe('accentText', () => {
  // The marketplace's colour and the accents the demo's modules bring (web-verticals/*/src/index.ts).
  const ACCENTS = [BRAND_COLOUR, '#7048e8', '#c2410c', '#2f7d3a', '#b45309', '#1971c2', '#0b7285'];

  it.each(ACCENTS)('reads at 4.5:1 or more on light grounds, grey tiles and its own tint (%s)', (accent) => {
    const text = accentText('light', accent);
    for (const ground of ['#ffffff', '#f7f7f9', '#ededef', accentTint('light', accent)]) expect(contrast(text, ground)).toBeGreaterThanOrEqual(4.5);
  });

  it.each(ACCENTS)('reads at 4.5:1 or more on dark grounds and its own dark tint (%s)', (accent) => {
    const text = accentText('dark', accent);
    for (const ground of ['#000000', '#141414', '#1f1f1f', accentTint('dark', accent)]) expect(contrast(text, ground)).toBeGreaterThanOrEqual(4.5);
  });

  it('names the danger, success and warning colours so that they read at 4.5:1 on the page in both modes', () => {
    expect(contrast(themeConfig('light').token?.colorError ?? '', '#f7f7f9')).toBeGreaterThanOrEqual(4.5);
    const words = themeConfig('light').components?.Typography;
    expect(contrast(words?.colorSuccess ?? '', '#f7f7f9')).toBeGreaterThanOrEqual(4.5);
    expect(contrast(words?.colorWarning ?? '', '#f7f7f9')).toBeGreaterThanOrEqual(4.5);
    expect(contrast(themeConfig('dark').token?.colorError ?? '', '#141414')).toBeGreaterThanOrEqual(4.5);
  });
});

describe('lighten', () => {
  it('moves each channel towards white', () => {
    expect(lighten('#000000', 0.5)).toBe('#808080');
    expect(lighten('#2f7d3a', 0)).toBe('#2f7d3a');
    expect(lighten('#2f7d3a', 1)).toBe('#ffffff');
  });
});
