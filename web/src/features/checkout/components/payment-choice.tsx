import CreditCardOutlined from '@ant-design/icons/CreditCardOutlined';
import DollarOutlined from '@ant-design/icons/DollarOutlined';
import ExclamationCircleOutlined from '@ant-design/icons/ExclamationCircleOutlined';
import PieChartOutlined from '@ant-design/icons/PieChartOutlined';
import WalletOutlined from '@ant-design/icons/WalletOutlined';
import { Flex, Radio } from 'antd';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { GatewayName } from '@/shared/api/money-config';
import { GatewayLabel } from '@/shared/ui/gateway-label';
import { partialOffered, partialRests, type PaymentOffer, type PaymentSelection } from '@/features/checkout/model/payment-selection';
import type { PartialRest } from '@/features/checkout/types';
import '@/features/checkout/checkout.css';

/** The quote's figures the choice shows, as the server answered them for the chosen payment. */
export interface PaymentFigures {
  /** The customer's wallet balance. */
  walletBalance: number;
  total: number;
  /** What the wallet pays and what is left, for the payment the quote was asked with (null while it is asked again). */
  walletPays: number | null;
  restToPay: number | null;
}

export interface PaymentChoiceProps {
  value: PaymentSelection | null;
  onChange: (next: PaymentSelection) => void;
  offer: PaymentOffer;
  /** Undefined before the first quote. */
  figures?: PaymentFigures;
  /**
   * Why the wallet cannot pay this order (a quote asked with it refused it, or the balance is below the
   * total, in the server's words): shown, and the wallet disabled.
   */
  walletRefusal?: string | null;
  formatPrice: (amount: number) => string;
}

/** One option of a radio group. */
interface Option {
  value: string;
  label: ReactNode;
  disabled?: boolean;
}

/** A choice's key in the radio group: a digital payment is one option per gateway. */
const DIGITAL = 'digital_payment:';
const keyOf = (method: string, gateway: GatewayName | null) => (method === 'digital_payment' ? `${DIGITAL}${gateway}` : method);
const gatewayOf = (key: string) => (key.startsWith(DIGITAL) ? (key.slice(DIGITAL.length) as GatewayName) : null);

/**
 * The payment choice: cash on delivery, the wallet (its balance shown; disabled, with the server's
 * reason, while it cannot pay the whole order), one digital payment per gateway, and a partial payment
 * (the wallet pays what it holds, the rest in cash or online) while the wallet holds less than the
 * total. Only the methods that are on are shown, never a disabled promise; every figure is the quote's.
 */
export function PaymentChoice({ value, onChange, offer, figures, walletRefusal, formatPrice }: PaymentChoiceProps) {
  const { t } = useTranslation('checkout');
  const partial = value?.method === 'partial_payment' || partialOffered(offer, figures?.walletBalance, figures?.total);
  const rests = partialRests(offer);
  const options: Option[] = [
    ...(offer.cashOnDelivery ? [{ value: 'cash_on_delivery', label: <MethodLabel icon={<DollarOutlined aria-hidden />} title={t('payment.cash_on_delivery')} /> }] : []),
    ...(offer.wallet
      ? [
          {
            value: 'wallet',
            disabled: Boolean(walletRefusal),
            label: (
              <MethodLabel
                icon={<WalletOutlined aria-hidden />}
                title={t('payment.wallet')}
                detail={figures ? t('payment.balance', { amount: formatPrice(figures.walletBalance) }) : undefined}
                refusal={walletRefusal ?? undefined}
              />
            ),
          },
        ]
      : []),
    ...offer.gateways.map((gateway) => ({
      value: keyOf('digital_payment', gateway.gateway),
      label: <MethodLabel icon={<CreditCardOutlined aria-hidden />} title={<GatewayLabel gateway={gateway} />} detail={t('payment.online')} />,
    })),
    ...(partial
      ? [{ value: 'partial_payment', label: <MethodLabel icon={<PieChartOutlined aria-hidden />} title={t('payment.partial_payment')} detail={t('payment.partialHint')} /> }]
      : []),
  ];
  if (options.length === 0) return <p className="text-secondary">{t('payment.none')}</p>;

  const choose = (key: string) => {
    if (key === 'partial_payment') {
      const rest: PartialRest = rests[0] ?? 'cash_on_delivery';
      onChange({ method: 'partial_payment', rest, gateway: rest === 'digital_payment' ? (offer.gateways[0]?.gateway ?? null) : null });
    } else if (gatewayOf(key)) onChange({ method: 'digital_payment', gateway: gatewayOf(key), rest: 'cash_on_delivery' });
    else onChange({ method: key as PaymentSelection['method'], gateway: null, rest: 'cash_on_delivery' });
  };

  return (
    <Flex vertical gap="middle">
      <Radio.Group
        className="payment-choice"
        aria-label={t('payment.label')}
        value={value ? keyOf(value.method, value.gateway) : null}
        onChange={(event) => choose(String(event.target.value))}
        options={options}
      />
      {value?.method === 'partial_payment' ? (
        <PartialRestChoice value={value} onChange={onChange} rests={rests} offer={offer} figures={figures} formatPrice={formatPrice} />
      ) : null}
    </Flex>
  );
}

function MethodLabel({ icon, title, detail, refusal }: { icon: ReactNode; title: ReactNode; detail?: string; refusal?: string }) {
  return (
    <span className="payment-choice__method">
      <span>
        {icon} {title}
      </span>
      {detail ? <span className="text-secondary">{detail}</span> : null}
      {/* The reason in the text colour, marked by the error colour's icon: antd's danger text is 3.3:1 on a card. */}
      {refusal ? (
        <span className="payment-choice__refusal">
          <ExclamationCircleOutlined aria-hidden /> {refusal}
        </span>
      ) : null}
    </span>
  );
}

interface PartialRestChoiceProps {
  value: PaymentSelection;
  onChange: (next: PaymentSelection) => void;
  rests: PartialRest[];
  offer: PaymentOffer;
  figures?: PaymentFigures;
  formatPrice: (amount: number) => string;
}

/** A partial payment: what the wallet pays, what is left, and how the rest is paid (in cash, or online per gateway). */
function PartialRestChoice({ value, onChange, rests, offer, figures, formatPrice }: PartialRestChoiceProps) {
  const { t } = useTranslation('checkout');
  const labelId = useId();
  const options = rests.flatMap((rest): Option[] =>
    rest === 'cash_on_delivery'
      ? [{ value: 'cash_on_delivery', label: t('payment.restInCash') }]
      : offer.gateways.map((gateway) => ({ value: keyOf('digital_payment', gateway.gateway), label: <GatewayLabel gateway={gateway} /> })),
  );
  return (
    <div className="payment-choice__partial">
      {figures?.walletPays != null && figures.restToPay != null ? (
        <p className="payment-choice__split">{t('payment.split', { wallet: formatPrice(figures.walletPays), rest: formatPrice(figures.restToPay) })}</p>
      ) : null}
      <strong id={labelId}>
        {t('payment.restLabel')}
      </strong>
      <Radio.Group
        className="payment-choice"
        aria-labelledby={labelId}
        value={value.rest === 'digital_payment' ? keyOf('digital_payment', value.gateway) : 'cash_on_delivery'}
        onChange={(event) => {
          const gateway = gatewayOf(String(event.target.value));
          onChange({ method: 'partial_payment', rest: gateway ? 'digital_payment' : 'cash_on_delivery', gateway });
        }}
        options={options}
      />
    </div>
  );
}
