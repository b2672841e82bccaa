import { Button, Flex, Result, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCustomerInfo } from '@/features/account/api/profile';
import { ReferralCodeCard } from '@/features/account/components/referral-code-card';

export interface ReferralCodeProps {
  /** What the page says when the profile carries no code. */
  empty: ReactNode;
}

/** /referral-code: the signed-in customer's code from their profile (GET /api/v1/customer/info). */
export function ReferralCode({ empty }: ReferralCodeProps) {
  const { t } = useTranslation('pages');
  const { data: profile, error, mutate } = useCustomerInfo(true);
  if (error && !profile) {
    return <Result status="warning" title={t('profile.failed')} extra={<Button onClick={() => void mutate()}>{t('common.retry')}</Button>} />;
  }
  if (!profile) return <Skeleton active />;
  if (!profile.ref_code) return empty;
  return (
    <Flex vertical gap="large">
      <h1 className="page-title">{t('account.referral-code.title')}</h1>
      <ReferralCodeCard code={profile.ref_code} />
    </Flex>
  );
}
