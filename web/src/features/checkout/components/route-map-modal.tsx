import { Button, Flex, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { directionsUrl, type Point } from '@/features/checkout/model/directions';
import type { ReactNode } from 'react';

export interface RouteMapModalProps {
  open: boolean;
  onClose: () => void;
  from: Point;
  to: Point;
  /** The server's distance, formatted; null until quoted. */
  distance: string | null;
  renderMap: (from: Point, to: Point) => ReactNode;
}

/** The route map's dialog: the map, the server's distance and a directions link (new tab). */
export function RouteMapModal({ open, onClose, from, to, distance, renderMap }: RouteMapModalProps) {
  const { t } = useTranslation('checkout');
  return (
    <Modal
      open={open}
      title={t('route.title')}
      onCancel={onClose}
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
  );
}

export default RouteMapModal;
