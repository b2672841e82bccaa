import { toggleItemFilter } from '@/features/catalogue/item-filters';
import { useExtrasTranslation } from '@/features/catalogue/extras-strings';
import '@/features/catalogue/components/category-chips.css';

export interface ItemFilterChipsProps {
  /** The filters the module offers (its policy's `item_filters`), in order. */
  offered: readonly string[];
  chosen: readonly string[];
  onChange: (chosen: string[]) => void;
}

/**
 * The item filters of a list (food's Veg, Non Veg and Halal; grocery's Organic) as toggle chips; nothing
 * when the module offers none. Veg and Non Veg exclude each other.
 */
export function ItemFilterChips({ offered, chosen, onChange }: ItemFilterChipsProps) {
  const { t } = useExtrasTranslation();
  if (offered.length === 0) return null;
  return (
    <div className="category-chips" style={{ marginBlockEnd: 12 }} role="group" aria-label={t('filters.label')}>
      {offered.map((name) => (
        <button
          key={name}
          type="button"
          className="category-chips__chip"
          aria-pressed={chosen.includes(name)}
          onClick={() => onChange(toggleItemFilter(chosen, name))}
        >
          {/* A filter a newer server offers and this storefront has no words for shows its own name. */}
          {t(`filters.names.${name}`, { defaultValue: name })}
        </button>
      ))}
    </div>
  );
}
