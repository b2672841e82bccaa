import GiftOutlined from '@ant-design/icons/GiftOutlined';
import { Card, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import '@/features/account/account.css';

export interface ReferralCodeCardProps {
  /** The customer's own code, as the profile answers it (ref_code). */
  code: string;
}

/** The customer's referral code, large and copyable, with what it brings to a friend and to them. */
export function ReferralCodeCard({ code }: ReferralCodeCardProps) {
  const { t } = useTranslation('pages');
  return (
    <Card className="referral-code">
      <Flex vertical align="center" gap="small">
        <GiftOutlined aria-hidden className="referral-code__icon" />
        <Typography.Text type="secondary">{t('account.referral-code.yourCode')}</Typography.Text>
        {/* Typed by a friend at sign-up: copied as is, left to right on any page. */}
        <Typography.Text
          className="referral-code__code"
          copyable={{ text: code, tooltips: [t('account.referral-code.copy'), t('account.referral-code.copied')] }}
        >
          <bdi>{code}</bdi>
        </Typography.Text>
        <Typography.Paragraph type="secondary" className="referral-code__text">
          {t('account.referral-code.howItWorks')}
        </Typography.Paragraph>
      </Flex>
    </Card>
  );
}
