import { Button, Flex, Result, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCustomerInfo } from '@/features/account/api/profile';
import { ReferralCard, type FriendDiscount } from '@/features/account/components/referral-card';
import { useConfig, type Config } from '@/shared/api/get-config';

export interface ReferralCodeProps {
  /** What the page says when the profile carries no code. */
  empty: ReactNode;
  formatMoney: (amount: number) => string;
}

/** The address a friend opens: the storefront with the code, which its sign-up form fills in. */
export function shareLink(code: string, origin = window.location.origin): string {
  return `${origin}/?ref=${encodeURIComponent(code)}`;
}

/** The friend's first-order discount, when the configuration gives one. */
function friendDiscountOf(config: Config | undefined): FriendDiscount | null {
  if (config?.new_customer_discount_status !== 1 || !config.new_customer_discount_amount) return null;
  return {
    amount: config.new_customer_discount_amount,
    type: config.new_customer_discount_amount_type === 'amount' ? 'amount' : 'percentage',
    validity: config.new_customer_discount_amount_validity ?? 0,
    validityUnit: config.new_customer_discount_validity_type === 'month' ? 'month' : 'day',
  };
}

/**
 * /referral-code: the signed-in customer's code from their profile (GET /api/v1/customer/info), its
 * share link, and how referring works with the configuration's reward and discount.
 */
export function ReferralCode({ empty, formatMoney }: ReferralCodeProps) {
  const { t } = useTranslation('pages');
  const { data: profile, error, mutate } = useCustomerInfo(true);
  const { data: config } = useConfig();
  if (error && !profile) {
    return <Result status="warning" title={t('profile.failed')} extra={<Button onClick={() => void mutate()}>{t('common.retry')}</Button>} />;
  }
  if (!profile) return <Skeleton active />;
  if (!profile.ref_code) return empty;
  return (
    <Flex vertical gap="large">
      <h1 className="page-title">{t('account.referral-code.title')}</h1>
      <ReferralCard
        code={profile.ref_code}
        link={shareLink(profile.ref_code)}
        reward={config?.ref_earning_exchange_rate ?? null}
        friendDiscount={friendDiscountOf(config)}
        formatMoney={formatMoney}
      />
    </Flex>
  );
}
