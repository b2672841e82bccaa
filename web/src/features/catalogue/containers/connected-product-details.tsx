import { useCartParts } from '@/features/catalogue/cart-parts';
import { ProductDetails } from '@/features/catalogue/components/product-details';
import { useCatalogueFormat } from '@/features/catalogue/hooks/use-catalogue-format';
import { useCatalogueModule } from '@/features/catalogue/hooks/use-catalogue-module';
import { useItemActions } from '@/features/catalogue/hooks/use-item-actions';
import { itemStorePath } from '@/features/catalogue/paths';
import type { Item } from '@/features/catalogue/types';

/** The product detail view wired to the shopper's actions, the cart and the item's module labels. */
export function ConnectedProductDetails({ item, headingLevel = 1, onLeave }: { item: Item; headingLevel?: 1 | 2; onLeave?: () => void }) {
  const format = useCatalogueFormat();
  const actions = useItemActions();
  const module = useCatalogueModule(item.module_id);
  const cartParts = useCartParts();
  const now = new Date();
  return (
    <div onClickCapture={(event) => (event.target instanceof HTMLElement && event.target.closest('a') ? onLeave?.() : undefined)}>
      <ProductDetails
        item={item}
        format={format}
        storeLabel={module.labels.store}
        storeHref={itemStorePath(item)}
        headingLevel={headingLevel}
        wishlisted={actions.isWishlisted(item)}
        onToggleWishlist={actions.toggleWishlist}
        purchase={cartParts ? <cartParts.Purchase item={item} now={now} onDone={onLeave} /> : null}
      />
    </div>
  );
}
