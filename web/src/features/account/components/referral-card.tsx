import CheckOutlined from '@ant-design/icons/CheckOutlined';
import CopyOutlined from '@ant-design/icons/CopyOutlined';
import GiftOutlined from '@ant-design/icons/GiftOutlined';
import { Button, Card, Flex, Input, Typography } from 'antd';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { copyText } from '@/shared/lib/copy-text';
import '@/features/account/account.css';

/** The first-order discount a referred friend gets, as the configuration sets it. */
export interface FriendDiscount {
  amount: number;
  type: 'percentage' | 'amount';
  /** How long after signing up it can be used. */
  validity: number;
  validityUnit: 'day' | 'month';
}

export interface ReferralCardProps {
  /** The customer's own code (the profile's `ref_code`). */
  code: string;
  /** The address to share: the storefront with the code (`<origin>/?ref=<code>`). */
  link: string;
  /** What the customer earns when a friend's first order is delivered (`ref_earning_exchange_rate`); null: not said. */
  reward: number | null;
  /** The friend's first-order discount; null when the marketplace gives none. */
  friendDiscount: FriendDiscount | null;
  formatMoney: (amount: number) => string;
}

/**
 * The customer's referral code and share link, each with a copy button, and how referring works in
 * three steps with the marketplace's own figures.
 */
export function ReferralCard({ code, link, reward, friendDiscount, formatMoney }: ReferralCardProps) {
  const { t } = useTranslation('pages');
  const stepsTitle = useId();
  const discount = friendDiscount
    ? {
        discount: friendDiscount.type === 'percentage' ? t('account.referral-code.percent', { percent: friendDiscount.amount }) : formatMoney(friendDiscount.amount),
        validity: t(friendDiscount.validityUnit === 'month' ? 'account.referral-code.months' : 'account.referral-code.days', { count: friendDiscount.validity }),
      }
    : null;
  return (
    <Card className="referral-card">
      <Flex vertical gap="large">
        <Flex vertical align="center" gap="small">
          <GiftOutlined aria-hidden className="referral-card__icon" />
          <Typography.Text type="secondary">{t('account.referral-code.yourCode')}</Typography.Text>
          {/* Typed by a friend at sign-up: copied as is, left to right on any page. */}
          <bdi className="referral-card__code">{code}</bdi>
          <CopyButton text={code} label={t('account.referral-code.copy')} />
        </Flex>
        <Flex vertical gap="small">
          <Typography.Text strong>{t('account.referral-code.shareLink')}</Typography.Text>
          <Flex gap="small" wrap>
            {/* An address reads left to right in every language. */}
            <Input readOnly value={link} dir="ltr" aria-label={t('account.referral-code.shareLink')} className="referral-card__link" onFocus={(event) => event.target.select()} />
            <CopyButton text={link} label={t('account.referral-code.copyLink')} />
          </Flex>
        </Flex>
        <section aria-labelledby={stepsTitle}>
          <h2 id={stepsTitle} className="referral-card__title">
            {t('account.referral-code.howTitle')}
          </h2>
          <ol className="referral-card__steps">
            <li>{t('account.referral-code.stepShare')}</li>
            <li>{discount ? t('account.referral-code.stepSignUpDiscount', discount) : t('account.referral-code.stepSignUp')}</li>
            <li>{reward !== null && reward > 0 ? t('account.referral-code.stepReward', { reward: formatMoney(reward) }) : t('account.referral-code.stepRewardPlain')}</li>
          </ol>
        </section>
      </Flex>
    </Card>
  );
}

/** How long "Copied" shows after a copy. */
const COPIED_MS = 3000;

/** A button that copies `text` and says "Copied" for a moment (or that it could not). */
function CopyButton({ text, label }: { text: string; label: string }) {
  const { t } = useTranslation('pages');
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  useEffect(() => {
    if (state === 'idle') return;
    const timer = setTimeout(() => setState('idle'), COPIED_MS);
    return () => clearTimeout(timer);
  }, [state]);
  return (
    <Button
      // The new text ("Copied") is announced: a screen reader hears the copy happened.
      aria-live="polite"
      icon={state === 'copied' ? <CheckOutlined aria-hidden /> : <CopyOutlined aria-hidden />}
      onClick={() => void copyText(text).then((copied) => setState(copied ? 'copied' : 'failed'))}
    >
      {state === 'copied' ? t('account.referral-code.copied') : state === 'failed' ? t('account.referral-code.copyFailed') : label}
    </Button>
  );
}
