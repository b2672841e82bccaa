import { WalletOutlined } from '@ant-design/icons';
import { Radio } from 'antd';
import { useTranslation } from 'react-i18next';

/** The payment methods the server takes today; wallet and digital payments arrive with their own issue. */
export type PaymentMethod = 'cash_on_delivery';

interface Props {
  value: PaymentMethod | null;
  onChange: (next: PaymentMethod) => void;
  /** The config's cash_on_delivery flag. */
  cashOnDelivery: boolean;
}

/** The payment choice: only the methods that work are shown, never a disabled promise. */
export function PaymentChoice({ value, onChange, cashOnDelivery }: Props) {
  const { t } = useTranslation('checkout');
  const methods: PaymentMethod[] = cashOnDelivery ? ['cash_on_delivery'] : [];
  if (methods.length === 0) return <p className="text-secondary">{t('payment.none')}</p>;
  return (
    <Radio.Group
      className="payment-choice"
      aria-label={t('payment.label')}
      value={value}
      onChange={(event) => onChange(event.target.value as PaymentMethod)}
      options={methods.map((method) => ({
        value: method,
        label: (
          <span>
            <WalletOutlined aria-hidden /> {t(`payment.${method}`)}
          </span>
        ),
      }))}
    />
  );
}
