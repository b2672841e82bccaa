import { useConfig } from '@/shared/api/get-config';
import { useModulePolicy } from '@/shared/api/module-policy';
import { useCartParts } from '@/features/catalogue/cart-parts';
import { ItemCard } from '@/features/catalogue/components/item-card';
import { ItemMarkers } from '@/features/catalogue/containers/item-markers';
import { useCatalogueFormat } from '@/features/catalogue/hooks/use-catalogue-format';
import { useItemActions } from '@/features/catalogue/hooks/use-item-actions';
import { isOutOfStock, productPath } from '@/features/catalogue/paths';
import type { Item } from '@/features/catalogue/types';

/** An item card wired to the shopper's actions and cart, the marketplace's formats and its module's marks. */
export function ConnectedItemCard({ item, priority = false }: { item: Item; priority?: boolean }) {
  const format = useCatalogueFormat();
  const actions = useItemActions();
  const { data: config } = useConfig();
  const cartParts = useCartParts();
  const policy = useModulePolicy(item.module.id);
  // SPEC.md: veg and non-veg marks only where the module's policy has them (food), with toggle_veg_non_veg on.
  const vegNonVeg = policy.diet_markers && Boolean(config?.toggle_veg_non_veg);
  return (
    <ItemCard
      item={item}
      href={productPath(item)}
      format={format}
      priority={priority}
      wishlisted={actions.isWishlisted(item)}
      markers={<ItemMarkers item={item} vegNonVeg={vegNonVeg} />}
      countsStock={policy.counts_stock}
      onOpen={(opened) => actions.open(opened, policy)}
      onQuickView={actions.quickView}
      onToggleWishlist={actions.toggleWishlist}
      cart={cartParts ? <cartParts.CardCart item={item} outOfStock={isOutOfStock(item, policy.counts_stock)} /> : undefined}
    />
  );
}
