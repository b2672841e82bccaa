import type { VerticalRouteProps } from '@storefront/sdk';
import { Flex, Result, Typography } from 'antd';
import { MyParcels } from '../mine/my-parcels';
import { resources, useParcelTranslation } from '../strings';

/** The strings of the parcel pages, added to the parcel namespace when this page loads. */
export { resources };

/** /parcel/my-parcels: the signed-in customer's parcels. A guest's parcels are followed by their code. */
export default function MyParcelsPage({ host, navigate, formatPrice }: VerticalRouteProps) {
  const t = useParcelTranslation();
  const signedIn = host.owner()?.kind === 'customer';
  return (
    <Flex vertical gap="middle" className="parcel-page">
      <Typography.Title level={1} className="page-title">
        {t('mineTitle')}
      </Typography.Title>
      {signedIn ? (
        <MyParcels host={host} formatPrice={formatPrice} onTrack={(code) => navigate(`/track-package?code=${encodeURIComponent(code)}`)} />
      ) : (
        <Result status="info" title={t('mineSignIn')} subTitle={t('mineGuest')} />
      )}
    </Flex>
  );
}
