import { describe, expect, it } from 'vitest';
import { BRAND_COLOUR, DESCRIPTION_TEXT, lighten, themeConfig } from '@/app/theme/tokens';

describe('themeConfig', () => {
  it('uses the accent for buttons and links in light mode', () => {
    const token = themeConfig('light', '#2f7d3a').token;
    expect(token?.colorPrimary).toBe('#2f7d3a');
    expect(token?.colorLink).toBe('#2f7d3a');
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

  it("falls back to the marketplace's colour", () => {
    expect(themeConfig('light').token?.colorPrimary).toBe(BRAND_COLOUR);
  });
});

describe('lighten', () => {
  it('moves each channel towards white', () => {
    expect(lighten('#000000', 0.5)).toBe('#808080');
    expect(lighten('#2f7d3a', 0)).toBe('#2f7d3a');
    expect(lighten('#2f7d3a', 1)).toBe('#ffffff');
  });
});
