import type { Item } from '@/features/catalogue/types';
import { factName } from '@/features/catalogue/components/fact-names';
import '@/features/catalogue/components/product-facts.css';
import { useExtrasTranslation } from '@/features/catalogue/extras-strings';

/** The brand a vertical keeps in an item's own facts (a shop product's `extra.brand`), if it names one. */
export function brandOf(item: Pick<Item, 'extra'>): string | null {
  const brand = (item.extra as Record<string, unknown> | undefined)?.brand;
  return typeof brand === 'string' && brand.trim() ? brand.trim() : null;
}

/**
 * The facts of a product page under its description: the brand, the nutrition details and the allergic
 * ingredients (SPEC.md section 3's nutritions_name and allergies_name); each only when the item has it,
 * known names translated (fact-names.ts) and others as stored.
 */
export function ProductFacts({ item }: { item: Pick<Item, 'extra' | 'nutritions_name' | 'allergies_name'> }) {
  const { t } = useExtrasTranslation();
  const brand = brandOf(item);
  const rows: [label: string, value: string][] = [];
  if (brand) rows.push([t('details.brand'), brand]);
  if (item.nutritions_name.length > 0) rows.push([t('details.nutrition'), item.nutritions_name.map((name) => factName(name, 'nutrients', t)).join(', ')]);
  if (item.allergies_name.length > 0) rows.push([t('details.allergies'), item.allergies_name.map((name) => factName(name, 'allergens', t)).join(', ')]);
  if (rows.length === 0) return null;
  return (
    <dl className="product-facts">
      {rows.map(([label, value]) => (
        <div key={label} className="product-facts__row">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
