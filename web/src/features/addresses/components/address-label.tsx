import EnvironmentOutlined from '@ant-design/icons/EnvironmentOutlined';
import HomeOutlined from '@ant-design/icons/HomeOutlined';
import ShopOutlined from '@ant-design/icons/ShopOutlined';
import { useTranslation } from 'react-i18next';
import { labelOf } from '@/features/addresses/model/address-form';

/** An address's label in words: Home, Office, Other, or the name the customer gave it. */
export function useAddressLabel(): (addressType: string) => string {
  const { t } = useTranslation('addresses');
  return (addressType) => {
    const { label, labelName } = labelOf(addressType);
    return labelName || t(`labels.${label}`);
  };
}

/** The icon of a label (a named "other" address gets the pin). */
export function AddressLabelIcon({ addressType }: { addressType: string }) {
  const { label } = labelOf(addressType);
  if (label === 'home') return <HomeOutlined aria-hidden />;
  if (label === 'office') return <ShopOutlined aria-hidden />;
  return <EnvironmentOutlined aria-hidden />;
}
