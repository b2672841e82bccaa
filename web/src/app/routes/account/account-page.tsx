import { policyOf } from '@storefront/sdk';
import { Button, Empty, Flex, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { AccessResult } from '@/app/routes/access-result';
import { ACCOUNT_PAGES } from '@/app/routes/account/account-pages';
import { Unavailable } from '@/app/routes/unavailable';
import { VerticalPageAt } from '@/app/routes/vertical-page-at';
import { useMoney } from '@/features/cart/hooks/use-money';
import { offeredAccountFeatures } from '@/features/account';
import { ReferralCode } from '@/features/account/containers/referral-code';
import { RunningCoupons } from '@/features/coupons/containers/running-coupons';
import { LoyaltyPoints } from '@/features/ledger/containers/loyalty-points';
import { Wallet } from '@/features/ledger/containers/wallet';
import { useConfig } from '@/shared/api/get-config';
import { useModules } from '@/features/modules';
import { useAtomValue } from '@/shared/state/app-store';
import { isLoggedInAtom } from '@/shared/state/session';

type Slug = 'my-trips' | 'wallet' | 'coupons' | 'loyalty-points' | 'referral-code';

/**
 * /my-trips, /wallet, /coupons, /loyalty-points and /referral-code: customers only
 * (SPEC.md: 'You must be login to access this page.'); wallet, loyalty, referral and trips exist
 * only when the configuration (or an active rental module) offers them. A page a vertical's bundle
 * draws itself (/my-trips: the trip cart module's `my-trips` page) replaces the empty state; /coupons
 * lists the coupons running today in the shopper's zones (GET /api/v1/coupon/list/all), /referral-code the
 * profile's code with its share link, /wallet the balance with its top-up and entries, /loyalty-points the
 * points with their conversion and entries.
 */
export function Component() {
  const { t } = useTranslation('pages');
  const navigate = useNavigate();
  const slug = useLocation().pathname.replace(/^\/+|\/+$/g, '') as Slug;
  const spec = ACCOUNT_PAGES[slug];
  const loggedIn = useAtomValue(isLoggedInAtom);
  const { data: config } = useConfig();
  const { data: modules } = useModules();
  const money = useMoney();
  if (!spec) return <Unavailable />;
  if (!config || (spec.offer === 'trips' && !modules)) return <Skeleton active />;
  const offered = offeredAccountFeatures(config, (modules ?? []).some((m) => policyOf(m).cart === 'own'));
  if (spec.offer && !offered[spec.offer]) return <Unavailable />;
  if (!loggedIn) return <AccessResult rule="login" />;
  // What a page says while it holds nothing, and the step that fills it.
  const nothingYet = (
    <Empty
      image={Empty.PRESENTED_IMAGE_SIMPLE}
      description={
        <>
          <strong className="empty-module__title">{t(`account.${slug}.emptyTitle`)}</strong>
          <span className="text-secondary">{t(`account.${slug}.emptyText`)}</span>
        </>
      }
    >
      <Button type="primary" onClick={() => void navigate(spec.actionTo)}>
        {t(`account.${slug}.action`)}
      </Button>
    </Empty>
  );
  const empty = (
    <Flex vertical gap="large">
      <h1 className="page-title">{t(`account.${slug}.title`)}</h1>
      {nothingYet}
    </Flex>
  );
  // Coupons and the referral code are the server's answers; the empty state is for when it has none.
  if (slug === 'coupons') return <RunningCoupons empty={empty} formatMoney={money} />;
  if (slug === 'referral-code') return <ReferralCode empty={empty} formatMoney={money} />;
  // The wallet and the points: the balance card, then the ledger's entries (or what will fill them).
  if (slug === 'wallet') return <Wallet empty={nothingYet} formatMoney={money} />;
  if (slug === 'loyalty-points') return <LoyaltyPoints empty={nothingYet} formatMoney={money} />;
  // /my-trips is drawn by the bundle of the module whose cart is a trip cart, when it has that page.
  const trips = spec.offer === 'trips' ? (modules ?? []).find((m) => policyOf(m).cart === 'own') : undefined;
  return trips ? <VerticalPageAt moduleType={trips.module_type} path={slug} fallback={empty} /> : empty;
}
