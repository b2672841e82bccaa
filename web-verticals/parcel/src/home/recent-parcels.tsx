import { InboxOutlined, InfoCircleOutlined } from '@ant-design/icons';
import type { VerticalHost } from '@storefront/sdk';
import { Button, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { listParcels, parcelKeys } from '../api';
import { useParcelTranslation } from '../strings';
import './parcel-home.css';

/** How many of the customer's newest parcels the home shows; the rest are in My parcels. */
export const RECENT_PARCELS = 3;

export interface RecentParcelsProps {
  host: VerticalHost;
  formatPrice: (amount: number) => string;
  /** Goes to a storefront path: a parcel's tracking page, or My parcels. */
  navigate: (to: string) => void;
}

/**
 * The signed-in customer's newest parcels, each leading to its tracking page, and a way to all of them.
 * A guest (whose parcels are followed by their code) is told to sign in to see them here.
 */
export function RecentParcels({ host, formatPrice, navigate }: RecentParcelsProps) {
  const t = useParcelTranslation();
  const { i18n } = useTranslation();
  const signedIn = host.owner()?.kind === 'customer';
  const { data, error, isLoading } = useSWR(signedIn ? parcelKeys.recent(RECENT_PARCELS) : null, () => listParcels(host, 1, RECENT_PARCELS));
  if (!signedIn) {
    return (
      <div className="parcel-home__card parcel-home__notice">
        <InfoCircleOutlined aria-hidden className="parcel-home__icon" />
        <div>
          <p className="parcel-home__text parcel-home__strong">{t('mineSignIn')}</p>
          <p className="parcel-home__muted">{t('mineGuest')}</p>
        </div>
      </div>
    );
  }
  if (error) return <p className="parcel-home__danger">{error instanceof Error ? error.message : String(error)}</p>;
  if (isLoading || !data) return <div className="parcel-home__loading" aria-busy="true" />;
  if (data.parcels.length === 0) return <p className="parcel-home__muted">{t('mineEmpty')}</p>;
  const sentOn = (at: string) => new Date(at).toLocaleDateString(i18n.language, { dateStyle: 'medium' });
  return (
    <Flex vertical gap="small">
      {data.parcels.map((parcel) => (
        <div key={parcel.id} className="parcel-home__card parcel-home__recent" data-testid="recent-parcel">
          <Flex vertical gap={2} style={{ minWidth: 0 }}>
            <Flex gap="small" align="center" wrap>
              <code className="parcel-home__code">{parcel.tracking_code}</code>
              <span className={`parcel-home__status parcel-home__status--${parcel.status}`}>{t(`status_${parcel.status}`)}</span>
              <span className="parcel-home__strong">{formatPrice(parcel.total_amount)}</span>
            </Flex>
            <p className="parcel-home__text">
              {t('to')}: {parcel.receiver.address}
            </p>
            <p className="parcel-home__muted">{t('homeSentOn', { date: sentOn(parcel.created_at) })}</p>
          </Flex>
          <Button onClick={() => navigate(`/track-package?code=${encodeURIComponent(parcel.tracking_code)}`)}>{t('trackThis')}</Button>
        </div>
      ))}
      <div>
        <Button type="link" icon={<InboxOutlined aria-hidden />} onClick={() => navigate('/parcel/my-parcels')}>
          {t('homeRecentAll')}
        </Button>
      </div>
    </Flex>
  );
}
