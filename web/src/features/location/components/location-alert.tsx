import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';

/** SPEC.md: adding to the cart without a stored location opens a location alert; this is what it says. */
export function LocationAlert() {
  const { t } = useTranslation('location');
  return <Alert type="info" showIcon title={t('required.title')} description={t('required.text')} />;
}

export default LocationAlert;
