import { ShoppingCartOutlined } from '@ant-design/icons';
import { Button, Empty, Flex, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { AccessResult } from '@/app/routes/access-result';
import { checkoutRule, type CheckoutPage } from '@/app/routes/checkout-rule';
import { useConfig } from '@/shared/api/get-config';
import { useAtomValue } from '@/shared/state/app-store';
import { hasLocationAtom } from '@/shared/state/location';
import { isLoggedInAtom } from '@/shared/state/session';

/**
 * /checkout?page=cart|buy_now|campaign. The order form arrives with the cart (issue 4); until then
 * there is never anything to check out, and the page says so with the way back to shopping.
 */
export function Component() {
  const { t } = useTranslation('pages');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const raw = params.get('page');
  const page: CheckoutPage = raw === 'buy_now' || raw === 'campaign' ? raw : 'cart';
  const loggedIn = useAtomValue(isLoggedInAtom);
  const hasZone = useAtomValue(hasLocationAtom);
  const { data: config } = useConfig();
  if (!config) return <Skeleton active />;
  const rule = checkoutRule(page, { loggedIn, hasZone }, config.guest_checkout_status === 1);
  if (rule) return <AccessResult rule={rule} />;
  return (
    <Flex vertical gap="large">
      <h1 className="page-title">{t('checkout.title')}</h1>
      <Empty
        image={<ShoppingCartOutlined className="cart-drawer__icon" />}
        description={
          <>
            <strong className="empty-module__title">{t('checkout.emptyTitle')}</strong>
            <span className="text-secondary">{t('checkout.emptyText')}</span>
          </>
        }
      >
        <Button type="primary" onClick={() => void navigate('/home')}>
          {t('checkout.continueShopping')}
        </Button>
      </Empty>
    </Flex>
  );
}
