import LoadingOutlined from '@ant-design/icons/LoadingOutlined';
import ShoppingCartOutlined from '@ant-design/icons/ShoppingCartOutlined';
import { Button, Drawer, Empty, Popconfirm } from 'antd';
import { useTranslation } from 'react-i18next';
import { CartLineRow } from '@/features/cart/components/cart-line-row';
import { FreeDeliveryBar } from '@/features/cart/components/free-delivery-bar';
import { linePendingKey } from '@/features/cart/state';
import type { CartLine } from '@/features/cart/types';
import '@/features/cart/cart.css';

export interface CartDrawerViewProps {
  open: boolean;
  lines: readonly CartLine[];
  subtotal: number;
  saved: number;
  freeDeliveryOver: number | null | undefined;
  /** Keys of what is on its way to the server ("line:<id>", "clear"). */
  pending: ReadonlySet<string>;
  formatPrice: (amount: number) => string;
  onClose: () => void;
  onContinueShopping: () => void;
  onProceed: () => void;
  onOpenLine: (line: CartLine) => void;
  onQuantity: (line: CartLine, quantity: number) => void;
  onRemove: (line: CartLine) => void;
  onClear: () => void;
}

/**
 * SPEC.md's shopping cart drawer: from the right, at most 420px wide, 'Shopping Cart' and Close;
 * empty, it says so and leads back to shopping; filled, it shows the savings, the lines, the
 * free-delivery progress, the subtotal and Proceed To Checkout.
 */
export function CartDrawerView(props: CartDrawerViewProps) {
  const { t } = useTranslation('cart');
  const { lines, pending, formatPrice } = props;
  const filled = lines.length > 0;
  return (
    <Drawer
      open={props.open}
      onClose={props.onClose}
      placement="right"
      size="min(420px, 100vw)"
      title={t('title')}
      closable={{ 'aria-label': t('close') }}
      className="cart-drawer"
      extra={
        filled ? (
          <Popconfirm title={t('clearConfirm')} okText={t('clearYes')} cancelText={t('clearNo')} onConfirm={props.onClear}>
            <Button type="text" danger loading={pending.has('clear') && { icon: <LoadingOutlined aria-hidden /> }}>
              {t('clear')}
            </Button>
          </Popconfirm>
        ) : null
      }
      footer={
        filled ? (
          <div className="cart-drawer__footer">
            <FreeDeliveryBar subtotal={props.subtotal} freeDeliveryOver={props.freeDeliveryOver} formatPrice={formatPrice} />
            <div className="cart-drawer__subtotal">
              <span>{t('subtotal')}</span>
              <span>{formatPrice(props.subtotal)}</span>
            </div>
            <Button type="primary" size="large" block onClick={props.onProceed}>
              {t('proceed')}
            </Button>
          </div>
        ) : null
      }
    >
      {filled ? (
        <>
          {props.saved > 0 ? (
            <div className="cart-drawer__saved">
              <span>{t('saved')}</span>
              <span>{formatPrice(props.saved)}</span>
            </div>
          ) : null}
          <ul className="cart-drawer__lines" aria-label={t('lines')}>
            {lines.map((line) => (
              <CartLineRow
                key={line.id}
                line={line}
                pending={pending.has(linePendingKey(line.id)) || pending.has('clear')}
                formatPrice={formatPrice}
                onOpen={props.onOpenLine}
                onQuantity={props.onQuantity}
                onRemove={props.onRemove}
              />
            ))}
          </ul>
        </>
      ) : (
        <Empty
          image={<ShoppingCartOutlined aria-hidden className="cart-drawer__icon" />}
          description={
            <>
              <strong className="empty-module__title">{t('emptyTitle')}</strong>
              <span className="text-secondary">{t('emptyText')}</span>
            </>
          }
        >
          <Button type="primary" onClick={props.onContinueShopping}>
            {t('continueShopping')}
          </Button>
        </Empty>
      )}
    </Drawer>
  );
}
