import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@storefront/sdk';
import { loadResources } from '@/shared/i18n/resources';

/** Every leaf key of a nested resource object, as "a.b.c". */
function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key));
}

describe('storefront strings', () => {
  it('exist in French for every English key, and the other way round', async () => {
    const [en, fr] = await Promise.all([loadResources('en'), loadResources('fr')]);
    expect(keysOf(fr).sort()).toEqual(keysOf(en).sort());
  });

  it('are never empty', async () => {
    for (const language of LANGUAGES) {
      const namespaces = await loadResources(language);
      expect(namespaces, language).not.toBeNull();
      for (const key of keysOf(namespaces)) {
        const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], namespaces);
        expect(value, `${language}:${key}`).toMatch(/\S/);
      }
    }
  });

  it('of a code we ship none for are null (English answers)', async () => {
    expect(await loadResources('ar')).toBeNull();
  });
});
