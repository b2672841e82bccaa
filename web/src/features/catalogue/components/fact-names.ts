import en from '@/features/catalogue/locales/en.json';

/*
 * The words of nutrition details and allergens live with the catalogue's extras (catalogue-extras), not in
 * the food bundle's strings: `nutritions_name` and `allergies_name` are fields of every module's item
 * (SPEC.md section 3), drawn by the generic product page, so a grocery product or a medicine listing
 * "Milk" is translated as a dish is; a vertical's own words load only in its own module, and the generic
 * page never names a vertical to reach them. They travel in the same lazy chunk as the 'Nutrition
 * details' label, so they cost no page's first load.
 */
type Translate = (key: string, values?: Record<string, unknown>) => string;
export type FactKind = 'nutrients' | 'allergens';

const KNOWN: Record<FactKind, ReadonlySet<string>> = {
  nutrients: new Set(Object.keys(en.nutrients)),
  allergens: new Set(Object.keys(en.allergens)),
};
// A nutrient's name is at most this many words ("Saturated fat", "Vitamin C").
const NAME_WORDS = 3;

/** A stored name's key in the vocabulary: lower case, spaces and dashes as one underscore ("Omega-3": omega_3). */
export function factKey(name: string): string {
  return name.trim().toLowerCase().replace(/[\s-]+/g, '_');
}

/**
 * A stored nutrition detail or allergen in the shopper's language: a known name at its start is
 * translated and what follows it (the quantity, "38 g") is kept as stored ("Protein 38 g": "Protéines
 * 38 g"); a name the vocabulary does not know is shown as stored.
 */
export function factName(stored: string, kind: FactKind, t: Translate): string {
  const words = stored.trim().split(/\s+/);
  // An allergen is a name alone ("Milk powder" is not "Milk"); a nutrient is a name then its quantity, and
  // the longest known name wins ("Saturated fat 3 g" before "Fat").
  const longest = kind === 'allergens' ? words.length : Math.min(NAME_WORDS, words.length);
  const shortest = kind === 'allergens' ? words.length : 1;
  for (let count = longest; count >= shortest; count -= 1) {
    const key = factKey(words.slice(0, count).join(' '));
    if (KNOWN[kind].has(key)) return [t(`${kind}.${key}`), ...words.slice(count)].join(' ');
  }
  return stored;
}
