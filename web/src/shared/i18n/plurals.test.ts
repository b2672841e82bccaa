import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { loadResources } from '@/shared/i18n/resources';

/** The storefront's strings in `language`, through i18next's own plural rules. */
async function translator(language: 'en' | 'fr') {
  const resources = await loadResources(language);
  const i18n = createInstance();
  await i18n.init({ lng: language, resources: { [language]: resources ?? {} }, interpolation: { escapeValue: false } });
  // Keys as plain strings: the test reads namespaces the app's typed `t` does not default to.
  return i18n.getFixedT(language) as unknown as (key: string, options?: Record<string, unknown>) => string;
}

describe('counts with a noun', () => {
  it('say "1 rating" and "2 ratings" in English', async () => {
    const t = await translator('en');
    expect(t('catalogue:card.rating', { rating: '4.90', total: '1', count: 1 })).toBe('Rated 4.90 out of 5 from 1 rating');
    expect(t('catalogue:card.rating', { rating: '4.90', total: '2', count: 2 })).toBe('Rated 4.90 out of 5 from 2 ratings');
    expect(t('catalogue:details.ratingLabel', { rating: '4.90', total: '1', count: 1 })).toBe('Rated 4.90 out of 5 from 1 rating');
    expect(t('catalogue:store.rating', { rating: '4.50', total: '1', count: 1 })).toBe('4.50 (1 rating)');
    expect(t('catalogue:store.rating', { rating: '4.50', total: '150.0K', count: 150_000 })).toBe('4.50 (150.0K ratings)');
    expect(t('checkout:prescription.hint', { count: 3 })).toContain('up to 3 images');
  });

  it('read in French for one, several and millions', async () => {
    const t = await translator('fr');
    expect(t('catalogue:card.rating', { rating: '4,90', total: '1', count: 1 })).toBe('Noté 4,90 sur 5 par 1 avis');
    expect(t('catalogue:card.rating', { rating: '4,90', total: '12', count: 12 })).toBe('Noté 4,90 sur 5 par 12 avis');
    expect(t('catalogue:store.rating', { rating: '4,50', total: '1,0M', count: 1_000_000 })).toBe('4,50 (1,0M avis)');
  });

  it('have a plural form for every English string that shows {{count}} with a noun', async () => {
    const resources = (await loadResources('en')) ?? {};
    const bare: string[] = [];
    const walk = (node: unknown, path: string) => {
      if (typeof node === 'string') {
        // "{{count}} × {{price}}" and "picture 2 of {{count}}" need no plural; a noun after the count does.
        if (/\{\{count\}\}\s+\p{L}{2,}/u.test(node) && !/_(one|other)$/.test(path)) bare.push(path);
        return;
      }
      if (node && typeof node === 'object') for (const [key, child] of Object.entries(node)) walk(child, path ? `${path}.${key}` : key);
    };
    walk(resources, '');
    expect(bare).toEqual([]);
  });
});
