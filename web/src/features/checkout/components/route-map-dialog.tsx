import { Button, Flex, Modal, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { directionsUrl, type Point } from '@/features/checkout/model/directions';

interface Props {
  from: Point;
  to: Point;
  /** The server's distance (the quote's `distance_km`); null until quoted. */
  distanceKm: number | null;
  /** The map itself, drawn only once the dialog opens (the app passes the lazily loaded route map). */
  renderMap: (from: Point, to: Point) => ReactNode;
}

/**
 * SPEC.md's delivery route map: a "See route" button opening a dialog with the store and the delivery
 * point on a map, the server's distance and a directions link (new tab).
 */
export function RouteMapDialog({ from, to, distanceKm, renderMap }: Props) {
  const { t, i18n } = useTranslation('checkout');
  const [open, setOpen] = useState(false);
  const distance = distanceKm == null ? null : new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 }).format(distanceKm);
  return (
    <>
      <Button onClick={() => setOpen(true)}>{t('route.open')}</Button>
      <Modal
        open={open}
        title={t('route.title')}
        onCancel={() => setOpen(false)}
        destroyOnHidden
        width={720}
        footer={
          <Flex justify="space-between" align="center" gap="small" wrap>
            <Typography.Text>{distance ? t('route.distance', { distance }) : null}</Typography.Text>
            <Button type="primary" href={directionsUrl(from, to)} target="_blank" rel="noopener noreferrer">
              {t('route.directions')}
            </Button>
          </Flex>
        }
      >
        {open ? renderMap(from, to) : null}
      </Modal>
    </>
  );
}
