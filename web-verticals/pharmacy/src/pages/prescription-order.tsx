import { FileImageOutlined, MedicineBoxOutlined } from '@ant-design/icons';
import { useVerticalTranslation, type VerticalRouteProps } from '@storefront/sdk';
import { Alert, Button, Card, Flex, Result, Skeleton, Typography } from 'antd';
import useSWR from 'swr';
import { prescriptionCheckoutPath, takesPrescriptionOrders } from '../prescription/paths';
import en from './locales/en.json';
import fr from './locales/fr.json';

/** The strings of the pharmacy pages, added to the pharmacy namespace when this page loads. */
export const resources = { en, fr };

/** The pharmacies of the chosen module and zone, as the catalogue lists them (the largest page). */
const STORES = '/api/v1/stores/latest?offset=1&limit=50';

// A bundle ships no stylesheet: the list's few rules sit here.
const LIST = { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 12, gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))' } as const;

interface Pharmacy {
  id: number;
  name: string;
  address: string | null;
  prescription_order: number;
}

/**
 * /pharmacy/prescription-order: a shopper with only a prescription chooses the pharmacy it goes to,
 * among the chosen module's pharmacies near them that take orders of a prescription alone; checkout
 * then takes the images, the address and the contact. From another module, the page offers to switch.
 */
export default function PrescriptionOrder({ module, chosen, choose, navigate, fetchApi }: VerticalRouteProps) {
  const t = useVerticalTranslation('pharmacy');
  const { data, error, mutate, isLoading } = useSWR(chosen ? ['pharmacy-prescription-stores', module.id] : null, () =>
    fetchApi<{ stores: Pharmacy[] }>(STORES),
  );
  if (!chosen) {
    return (
      <Result
        icon={<MedicineBoxOutlined aria-hidden />}
        title={t('switchTitle', { module: module.module_name })}
        subTitle={t('switchText')}
        extra={
          <Button type="primary" onClick={choose}>
            {t('switchAction', { module: module.module_name })}
          </Button>
        }
      />
    );
  }
  const stores = (data?.stores ?? []).filter((store) => takesPrescriptionOrders(store as unknown as Record<string, unknown>));
  return (
    <Flex vertical gap="large">
      <div>
        <h1 className="page-title">{t('pickTitle')}</h1>
        <Typography.Paragraph type="secondary">{t('pickText')}</Typography.Paragraph>
      </div>
      {error ? (
        <Alert
          type="error"
          showIcon
          title={t('loadFailed')}
          action={
            <Button size="small" onClick={() => void mutate()}>
              {t('retry')}
            </Button>
          }
        />
      ) : isLoading ? (
        <Skeleton active />
      ) : stores.length === 0 ? (
        <Typography.Text type="secondary">{t('noStores')}</Typography.Text>
      ) : (
        <ul className="prescription-stores" aria-label={t('pickTitle')} style={LIST}>
          {stores.map((store) => (
            <li key={store.id}>
              <Card size="small" title={store.name}>
                <Flex vertical gap="small">
                  {store.address ? <Typography.Text type="secondary">{store.address}</Typography.Text> : null}
                  <Button
                    type="primary"
                    block
                    icon={<FileImageOutlined aria-hidden />}
                    // A long pharmacy name wraps inside the card rather than running out of it.
                    style={{ whiteSpace: 'normal', height: 'auto', minHeight: 32 }}
                    onClick={() => navigate(prescriptionCheckoutPath(store.id))}
                  >
                    {t('pickStore', { name: store.name })}
                  </Button>
                </Flex>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </Flex>
  );
}
