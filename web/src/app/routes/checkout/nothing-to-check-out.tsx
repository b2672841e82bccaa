import { ShoppingCartOutlined } from '@ant-design/icons';
import { Button, Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

/** An empty cart (or a direct checkout the server cannot take yet): what to do instead. */
export function NothingToCheckOut() {
  const { t } = useTranslation('checkout');
  const navigate = useNavigate();
  return (
    <Empty
      image={<ShoppingCartOutlined className="cart-drawer__icon" />}
      description={
        <>
          <strong className="empty-module__title">{t('empty.title')}</strong>
          <span className="text-secondary">{t('empty.text')}</span>
        </>
      }
    >
      <Button type="primary" onClick={() => void navigate('/home')}>
        {t('empty.continueShopping')}
      </Button>
    </Empty>
  );
}
