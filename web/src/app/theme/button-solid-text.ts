import { FastColor } from '@ant-design/fast-color';

/**
 * Stands in for antd's colour picker where antd's Button styles import it (web/rsbuild.config.ts): a
 * solid button's token asks only whether its ground is bright, to write black or white words on it.
 * The colour picker's colour class and its presets (with the picker's own colour library) would
 * otherwise sit in every first load. The same answer as antd's `isBright` (color-picker/components/
 * ColorPresets), from antd's own colour library: a test compares the two.
 */
export class AggregationColor {
  private readonly color: FastColor;

  constructor(value: string) {
    this.color = new FastColor(value);
  }

  toRgb() {
    return this.color.toRgb();
  }

  toRgbString(): string {
    return this.color.toRgbString();
  }
}

/** Whether `value` is bright on `background`: by its brightness when mostly opaque, else as laid on it. */
export function isBright(value: AggregationColor, background: string): boolean {
  const { r, g, b, a } = value.toRgb();
  if (a <= 0.5) return new FastColor(value.toRgbString()).onBackground(background).toHsv().v > 0.5;
  return r * 0.299 + g * 0.587 + b * 0.114 > 192;
}
