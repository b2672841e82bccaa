import { ShoppingCartOutlined } from '@ant-design/icons';
import { Button, Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

/**
 * Nothing to order: an empty cart (`cart`), or a Buy Now / Order Now page opened without an item
 * chosen on a product page in this tab (`direct`). Says which, and leads back to shopping.
 */
export function NothingToCheckOut({ reason = 'cart' }: { reason?: 'cart' | 'direct' }) {
  const { t } = useTranslation('checkout');
  const navigate = useNavigate();
  const texts = reason === 'cart' ? 'empty' : 'noChoice';
  return (
    <Empty
      image={<ShoppingCartOutlined className="cart-drawer__icon" />}
      description={
        <>
          <strong className="empty-module__title">{t(`${texts}.title`)}</strong>
          <span className="text-secondary">{t(`${texts}.text`)}</span>
        </>
      }
    >
      <Button type="primary" onClick={() => void navigate('/home')}>
        {t('empty.continueShopping')}
      </Button>
    </Empty>
  );
}
