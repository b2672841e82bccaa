import { describe, expect, it } from 'vitest';
import { resources } from '@/shared/i18n/resources';

/** Every leaf key of a nested resource object, as "a.b.c". */
function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key));
}

describe('storefront strings', () => {
  it('exist in French for every English key, and the other way round', () => {
    expect(keysOf(resources.fr).sort()).toEqual(keysOf(resources.en).sort());
  });

  it('are never empty', () => {
    for (const [language, namespaces] of Object.entries(resources)) {
      for (const key of keysOf(namespaces)) {
        const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], namespaces);
        expect(value, `${language}:${key}`).toMatch(/\S/);
      }
    }
  });
});
