import { ShoppingCartOutlined } from '@ant-design/icons';
import { Button, Drawer, Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useShell } from '@/app/layout/use-shell';
import { useVerticalHost } from '@/app/verticals/vertical-host';
import { VerticalSlot } from '@/app/verticals/vertical-slot';

export interface VerticalCartDrawerProps {
  open: boolean;
  onClose: () => void;
  onContinueShopping: () => void;
}

/**
 * The drawer of a module's own cart (policy `cart` "own"; right side, at most 420px): its body is
 * the module's web-vertical's (the CartDrawerBody slot), an empty cart while none supplies one.
 */
export default function VerticalCartDrawer({ open, onClose, onContinueShopping }: VerticalCartDrawerProps) {
  const { t } = useTranslation('shell');
  const moduleType = useShell().chosenModule?.module_type ?? '';
  const host = useVerticalHost();
  const go = useNavigate();
  const navigate = (to: string) => {
    onClose();
    void go(to);
  };
  const empty = (
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
  );
  return (
    <Drawer
      open={open}
      onClose={onClose}
      placement="right"
      size="min(420px, 100vw)"
      title={t('cart.rentalTitle')}
      closable={{ 'aria-label': t('dialogs.close') }}
      className="cart-drawer"
    >
      <VerticalSlot moduleType={moduleType} slot="CartDrawerBody" props={{ host, onContinueShopping, navigate }} fallback={empty} />
    </Drawer>
  );
}
