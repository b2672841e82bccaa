import { useFlashSaleItems } from '@/features/catalogue/api/get-flash-sale-items';
import type { CatalogueScope } from '@/features/catalogue/api/scope';
import { CardList } from '@/features/catalogue/components/card-list';
import { FlashSaleNote } from '@/features/catalogue/components/flash-sale-note';
import { Section } from '@/features/catalogue/components/section';
import { ConnectedItemCard } from '@/features/catalogue/containers/connected-item-card';
import { useExtrasTranslation } from '@/features/catalogue/extras-strings';

/**
 * The home's flash-sale strip: the items of the module's running flash sales, the soonest ending first,
 * each card with what is left and when its sale ends. The section stays away when no sale runs. Its own
 * chunk, fetched when the shopper scrolls near it (the home's first load keeps its budget).
 */
export default function FlashSaleSection({ scope }: { scope: CatalogueScope }) {
  const { t } = useExtrasTranslation();
  const { data } = useFlashSaleItems(scope);
  if (!data || data.items.length === 0) return null;
  return (
    <Section title={t('flashSale.title')}>
      <CardList
        layout="strip"
        rows={data.items}
        keyOf={(item) => item.id}
        render={(item) => (
          <div>
            <ConnectedItemCard item={item} />
            <FlashSaleNote item={item} />
          </div>
        )}
      />
    </Section>
  );
}
