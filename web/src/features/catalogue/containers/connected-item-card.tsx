import { ItemCard } from '@/features/catalogue/components/item-card';
import { useOwnCardEnvironment, useSharedCardEnvironment, type CardEnvironment } from '@/features/catalogue/containers/card-environment';
import { ItemMarkers } from '@/features/catalogue/containers/item-markers';
import { isOutOfStock, productPath } from '@/features/catalogue/paths';
import type { Item } from '@/features/catalogue/types';

interface Props {
  item: Item;
  priority?: boolean;
}

/** An item card wired to the shopper's actions and cart, the marketplace's formats and its module's marks. */
export function ConnectedItemCard(props: Props) {
  const shared = useSharedCardEnvironment();
  return shared ? <ItemCardIn environment={shared} {...props} /> : <ItemCardOnItsOwn {...props} />;
}

function ItemCardOnItsOwn(props: Props) {
  return <ItemCardIn environment={useOwnCardEnvironment()} {...props} />;
}

function ItemCardIn({ item, priority = false, environment }: Props & { environment: CardEnvironment }) {
  const { format, actions, cartParts } = environment;
  const policy = environment.policyOf(item.module.id);
  // SPEC.md: veg and non-veg marks only where the module's policy has them (food), with toggle_veg_non_veg on.
  const vegNonVeg = policy.diet_markers && environment.dietMarks;
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
