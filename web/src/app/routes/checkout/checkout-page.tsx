import { Flex, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AccessResult, DirectCheckout } from '@/app/routes/checkout/lazy-parts';
import { CartCheckout } from '@/app/routes/checkout/cart-checkout';
import { PrescriptionCheckout } from '@/app/routes/checkout/lazy-prescription-checkout';
import { checkoutRule, type CheckoutPage } from '@/app/routes/checkout-rule';
import { useConfig } from '@/shared/api/get-config';
import { useAtomValue } from '@/shared/state/app-store';
import { hasLocationAtom } from '@/shared/state/location';
import { isLoggedInAtom } from '@/shared/state/session';

/**
 * /checkout?page=cart|buy_now|campaign|prescription, after SPEC.md's guest-or-login rule (Order Now's
 * campaign page is for signed-in customers). The cart's checkout orders the cart; Buy Now and Order Now
 * order the product view's one item without touching the cart; `prescription` (with `store_id`) orders
 * prescription images alone from a store that takes them.
 */
export function CheckoutPage() {
  const { t } = useTranslation('checkout');
  const [params] = useSearchParams();
  const raw = params.get('page');
  const page: CheckoutPage = raw === 'buy_now' || raw === 'campaign' || raw === 'prescription' ? raw : 'cart';
  const storeId = /^\d{1,12}$/.test(params.get('store_id') ?? '') ? Number(params.get('store_id')) : null;
  const loggedIn = useAtomValue(isLoggedInAtom);
  const hasZone = useAtomValue(hasLocationAtom);
  const { data: config } = useConfig();
  if (!config) return <Skeleton active />;
  const rule = checkoutRule(page, { loggedIn, hasZone }, config.guest_checkout_status === 1);
  if (rule) return <AccessResult rule={rule} />;
  return (
    <Flex vertical gap="large">
      <h1 className="page-title">{t('title')}</h1>
      {page === 'cart' ? (
        <CartCheckout config={config} />
      ) : page === 'prescription' ? (
        <PrescriptionCheckout storeId={storeId} config={config} />
      ) : (
        <DirectCheckout page={page} config={config} />
      )}
    </Flex>
  );
}
