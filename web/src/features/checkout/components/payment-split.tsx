import GiftOutlined from '@ant-design/icons/GiftOutlined';
import { Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { restPaidOnline } from '@/features/checkout/model/payment-selection';
import type { PartialRest, PaymentMethod, Quote } from '@/features/checkout/types';
import '@/features/checkout/checkout.css';

export interface PaymentSplitProps {
  /** The quote asked with the chosen payment. */
  quote: Pick<Quote, 'wallet_pays' | 'rest_to_pay' | 'cashback'>;
  method: PaymentMethod;
  rest: PartialRest;
  formatPrice: (amount: number) => string;
}

/**
 * Under the total, as the quote answered it for the chosen payment: what the wallet pays and what is
 * left to pay (on delivery or online), and the cashback the order will earn once delivered.
 */
export function PaymentSplit({ quote, method, rest, formatPrice }: PaymentSplitProps) {
  const { t } = useTranslation('checkout');
  const restBy = restPaidOnline({ method, rest }) ? 'online' : 'onDelivery';
  // A server that does not answer the cashback yet reads as none.
  const cashback = quote.cashback ?? 0;
  if (quote.wallet_pays <= 0 && cashback <= 0) return null;
  return (
    <Flex vertical gap="small">
      {quote.wallet_pays > 0 ? (
        <dl className="payment-split" aria-label={t('split.label')}>
          <div className="payment-split__row">
            <dt>{t('split.wallet')}</dt>
            <dd>{formatPrice(quote.wallet_pays)}</dd>
          </div>
          {quote.rest_to_pay > 0 ? (
            <div className="payment-split__row">
              <dt>{t(`split.${restBy}`)}</dt>
              <dd>{formatPrice(quote.rest_to_pay)}</dd>
            </div>
          ) : null}
        </dl>
      ) : null}
      {cashback > 0 ? (
        <span>
          <GiftOutlined aria-hidden /> {t('split.cashback', { amount: formatPrice(cashback) })}
        </span>
      ) : null}
    </Flex>
  );
}
