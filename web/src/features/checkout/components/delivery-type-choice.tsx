import { Radio } from 'antd';
import { useTranslation } from 'react-i18next';

export type OrderType = 'delivery' | 'take_away';

interface Props {
  value: OrderType;
  onChange: (next: OrderType) => void;
  /** The types the store offers (both unless it says otherwise). */
  offered?: readonly OrderType[];
}

/** Home delivery or take-away (SPEC.md section 6: take-away hides the address). */
export function DeliveryTypeChoice({ value, onChange, offered = ['delivery', 'take_away'] }: Props) {
  const { t } = useTranslation('checkout');
  return (
    <Radio.Group
      className="delivery-type-choice"
      aria-label={t('deliveryType.label')}
      optionType="button"
      buttonStyle="solid"
      value={value}
      onChange={(event) => onChange(event.target.value as OrderType)}
      options={offered.map((type) => ({ value: type, label: t(`deliveryType.${type}`) }))}
    />
  );
}
