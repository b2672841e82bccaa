import { describe, expect, it } from 'vitest';
import { EXTRAS_STRINGS } from '@/features/catalogue/extras-strings';

function leaves(value: unknown, prefix = ''): [string, unknown][] {
  if (typeof value !== 'object' || value === null) return [[prefix, value]];
  return Object.entries(value).flatMap(([key, child]) => leaves(child, prefix ? `${prefix}.${key}` : key));
}

describe("the catalogue extras' strings", () => {
  it('have the same keys in English and French, none empty', () => {
    const en = leaves(EXTRAS_STRINGS.en);
    const fr = leaves(EXTRAS_STRINGS.fr);
    expect(fr.map(([key]) => key).sort()).toEqual(en.map(([key]) => key).sort());
    for (const [key, text] of [...en, ...fr]) expect(text, key).toMatch(/\S/);
  });
});
