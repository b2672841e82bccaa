import { ShoppingCartOutlined } from '@ant-design/icons';
import { Button, Drawer, Empty } from 'antd';
import { useTranslation } from 'react-i18next';

export interface CartDrawerProps {
  open: boolean;
  /** The regular cart, or the rental module's trip cart. */
  kind: 'items' | 'trips';
  onClose: () => void;
  onContinueShopping: () => void;
}

/**
 * The rental module's trip cart drawer (right side, at most 420px), in its empty state until the
 * rental trip cart arrives with its own issue. The regular cart is the cart feature's drawer.
 */
export default function CartDrawer({ open, kind, onClose, onContinueShopping }: CartDrawerProps) {
  const { t } = useTranslation('shell');
  return (
    <Drawer
      open={open}
      onClose={onClose}
      placement="right"
      size="min(420px, 100vw)"
      title={kind === 'trips' ? t('cart.rentalTitle') : t('cart.title')}
      closable={{ 'aria-label': t('dialogs.close') }}
      className="cart-drawer"
    >
      <Empty
        image={<ShoppingCartOutlined aria-hidden className="cart-drawer__icon" />}
        description={
          <>
            <strong className="empty-module__title">{t('cart.emptyTitle')}</strong>
            <span className="text-secondary">{t('cart.emptyText')}</span>
          </>
        }
      >
        <Button type="primary" onClick={onContinueShopping}>
          {t('cart.continueShopping')}
        </Button>
      </Empty>
    </Drawer>
  );
}
