import { AggregationColor as AntdColor } from 'antd/es/color-picker/color';
import { isBright as antdIsBright } from 'antd/es/color-picker/components/ColorPresets';
import { describe, expect, it } from 'vitest';
import { AggregationColor, isBright } from '@/app/theme/button-solid-text';
import { BRAND_COLOUR } from '@/app/theme/tokens';

// Grounds a solid button may have: antd's colorBgSolid in both modes, the accents, greys, and
// translucent colours (judged as laid on their background).
const COLOURS = [
  '#000000', '#ffffff', 'rgba(0, 0, 0, 0.88)', 'rgba(255, 255, 255, 0.95)', 'rgba(0, 0, 0, 0.3)',
  'rgba(255, 255, 255, 0.2)', 'rgba(255, 255, 255, 0.5)', BRAND_COLOUR, '#2f7d32', '#6d28d9', '#b45309',
  '#f5f5f5', '#c0c0c0', '#bfbfbf', '#7f7f7f', 'transparent', '#ffd60a', 'hsl(200, 80%, 60%)',
];
const BACKGROUNDS = ['#fff', '#000', '#141414', '#f7f7f9'];

describe("the solid button's bright-ground test", () => {
  it("answers as antd's colour picker does", () => {
    for (const colour of COLOURS) {
      for (const background of BACKGROUNDS) {
        expect(isBright(new AggregationColor(colour), background), `${colour} on ${background}`).toBe(
          antdIsBright(new AntdColor(colour), background),
        );
      }
    }
  });
});
