import { Modal } from 'antd';
import { ProductPurchase } from '@/features/cart/components/product-purchase';
import { useMoney } from '@/features/cart/hooks/use-money';
import type { CartLine, Item } from '@/features/cart/types';
import { ImageWithFallback } from '@/shared/ui/image-with-fallback';
import '@/features/cart/cart.css';

export interface ProductModalProps {
  item: Item;
  /** The cart line being edited, when opened from the cart. */
  line: CartLine | null;
  onClose: () => void;
}

/**
 * The general product modal (every module without its own): choose an item's options to add it,
 * or change a cart line's. It closes once the cart took the choice.
 */
export function ProductModal({ item, line, onClose }: ProductModalProps) {
  const formatPrice = useMoney();
  const price = item.discounted_price;
  return (
    <Modal open onCancel={onClose} footer={null} width={520} title={item.name} destroyOnHidden className="product-modal">
      <div className="product-modal__head">
        <ImageWithFallback src={item.image_full_url} alt="" width={96} height={96} className="product-modal__image" />
        <div>
          <p className="text-secondary product-modal__store">{item.store_name}</p>
          <p>
            <strong>{formatPrice(price)}</strong>{' '}
            {price < item.price ? <del className="text-secondary">{formatPrice(item.price)}</del> : null}
          </p>
        </div>
      </div>
      <ProductPurchase item={item} line={line} withBuyNow={false} onDone={onClose} />
    </Modal>
  );
}
