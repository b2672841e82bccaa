import { useNavigate } from 'react-router';
import { Price } from '@/features/catalogue/components/price';
import { useCatalogueFormat } from '@/features/catalogue/hooks/use-catalogue-format';
import { useItemActions } from '@/features/catalogue/hooks/use-item-actions';
import { storePath } from '@/features/catalogue/paths';
import { useWishlist } from '@/features/wishlist/api/get-wishlist';
import { WishlistDrawerView } from '@/features/wishlist/components/wishlist-drawer-view';
import { useWishlistToggle } from '@/features/wishlist/hooks/use-wishlist-toggle';

export interface WishlistDrawerProps {
  open: boolean;
  onClose: () => void;
  /** The module's nouns: foods, vehicles or items; restaurants, providers or stores. */
  itemsLabel: string;
  storesLabel: string;
}

/**
 * The wishlist drawer with the customer's favourites of the chosen module. An item opens as a card
 * opens it (the product page for ecommerce items and items with variations, the detail modal
 * otherwise); a store opens its store page. Both close the drawer.
 */
export default function WishlistDrawer({ open, onClose, itemsLabel, storesLabel }: WishlistDrawerProps) {
  const { data, error, mutate } = useWishlist();
  const wishlist = useWishlistToggle();
  const actions = useItemActions();
  const format = useCatalogueFormat();
  const navigate = useNavigate();
  return (
    <WishlistDrawerView
      open={open}
      onClose={onClose}
      itemsLabel={itemsLabel}
      storesLabel={storesLabel}
      wishlist={data}
      failed={Boolean(error) && !data}
      onRetry={() => void mutate()}
      renderPrice={(item) => <Price item={item} format={format} />}
      onOpenItem={(item) => {
        onClose();
        actions.open(item);
      }}
      onOpenStore={(store) => {
        onClose();
        void navigate(storePath({ ...store, module_type: store.module.module_type }));
      }}
      onRemove={(target) => void wishlist.remove(target)}
    />
  );
}
