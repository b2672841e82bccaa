import type { VerticalHost } from '@storefront/sdk';
import { Alert, App, Button, Card, Empty, Flex, Pagination, Popconfirm, Skeleton, Tag, Typography } from 'antd';
import { useState } from 'react';
import useSWR from 'swr';
import { cancelParcel, listParcels, parcelKeys } from '../api';
import { useParcelTranslation } from '../strings';
import type { TrackedParcel } from '../types';

export const PARCELS_PER_PAGE = 10;

const STATUS_COLOR: Partial<Record<TrackedParcel['status'], string>> = { delivered: 'success', canceled: 'error', pending: 'processing' };

export interface MyParcelsProps {
  host: VerticalHost;
  formatPrice: (amount: number) => string;
  /** Opens tracking for a parcel (its code). */
  onTrack: (trackingCode: string) => void;
}

/**
 * The signed-in customer's parcels, newest first, ten a page: each with its code, status, the two
 * addresses and its total; a pending one can be canceled (the server says whether it still can).
 */
export function MyParcels({ host, formatPrice, onTrack }: MyParcelsProps) {
  const t = useParcelTranslation();
  const { message } = App.useApp();
  const [page, setPage] = useState(1);
  const { data, error, isLoading, mutate } = useSWR(parcelKeys.list(page), () => listParcels(host, page, PARCELS_PER_PAGE));
  const [canceling, setCanceling] = useState<number | null>(null);

  const cancel = async (parcel: TrackedParcel) => {
    setCanceling(parcel.id);
    try {
      void message.success(await cancelParcel(host, parcel.id));
    } catch (failure) {
      void message.error(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setCanceling(null);
      await mutate();
    }
  };

  if (error) return <Alert type="error" showIcon title={error instanceof Error ? error.message : String(error)} />;
  if (isLoading || !data) return <Skeleton active />;
  if (data.total_size === 0) return <Empty description={t('mineEmpty')} />;
  return (
    <Flex vertical gap="middle">
      {/* The shopper's parcels, one card each, in list markup (a list of so many for assistive technology). */}
      <Flex component="ul" vertical gap="middle" style={{ margin: 0, padding: 0, listStyle: 'none' }}>
        {data.parcels.map((parcel) => (
          <li key={parcel.id}>
            <Card
              size="small"
              style={{ width: '100%' }}
              data-testid="my-parcel"
              title={
                <Flex gap="small" align="center" wrap>
                  <Typography.Text code>{parcel.tracking_code}</Typography.Text>
                  <Tag color={STATUS_COLOR[parcel.status] ?? 'default'}>{t(`status_${parcel.status}`)}</Tag>
                </Flex>
              }
              extra={<Typography.Text strong>{formatPrice(parcel.total_amount)}</Typography.Text>}
            >
              <Flex vertical gap={4}>
                <Typography.Text>
                  {t('from')}: {parcel.sender.address}
                </Typography.Text>
                <Typography.Text>
                  {t('to')}: {parcel.receiver.address}
                </Typography.Text>
                <Flex gap="small" wrap style={{ marginTop: 8 }}>
                  <Button size="small" onClick={() => onTrack(parcel.tracking_code)}>
                    {t('trackThis')}
                  </Button>
                  {parcel.status === 'pending' ? (
                    <Popconfirm title={t('cancelConfirm')} okText={t('cancelYes')} cancelText={t('cancelNo')} onConfirm={() => cancel(parcel)}>
                      <Button size="small" danger loading={canceling === parcel.id}>
                        {t('cancelParcel')}
                      </Button>
                    </Popconfirm>
                  ) : null}
                </Flex>
              </Flex>
            </Card>
          </li>
        ))}
      </Flex>
      {data.total_size > PARCELS_PER_PAGE ? (
        <Pagination align="end" current={page} pageSize={PARCELS_PER_PAGE} total={data.total_size} onChange={setPage} showSizeChanger={false} />
      ) : null}
    </Flex>
  );
}
