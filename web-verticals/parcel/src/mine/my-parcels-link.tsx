import { InboxOutlined } from '@ant-design/icons';
import type { VerticalHost } from '@storefront/sdk';
import { Button } from 'antd';
import { useParcelTranslation } from '../strings';

/** "My parcels" beside a parcel page's title, for a signed-in customer (a guest follows a parcel by its code). */
export function MyParcelsLink({ host, navigate }: { host: VerticalHost; navigate: (to: string) => void }) {
  const t = useParcelTranslation();
  if (host.owner()?.kind !== 'customer') return null;
  return (
    <Button icon={<InboxOutlined aria-hidden />} onClick={() => navigate('/parcel/my-parcels')}>
      {t('mineTitle')}
    </Button>
  );
}
