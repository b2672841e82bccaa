import StarOutlined from '@ant-design/icons/StarOutlined';
import { Button, Modal } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RateOrder } from '@/features/reviews/containers/rate-order';

export interface RateOrderButtonProps {
  orderId: number;
  /** When the dialog closes after a review was stored (My Orders reads its list again: the button may go). */
  onReviewed?: () => void;
}

/** "Rate your order": opens the order's rating dialog (each item, the store and the courier). */
export function RateOrderButton({ orderId, onReviewed }: RateOrderButtonProps) {
  const { t } = useTranslation('reviews');
  const [open, setOpen] = useState(false);
  // Told once the dialog is closed, so the list's answer (is_reviewed) never takes the dialog away while open.
  const reviewed = useRef(false);
  return (
    <>
      <Button type="primary" ghost icon={<StarOutlined aria-hidden />} onClick={() => setOpen(true)}>
        {t('rate.action')}
      </Button>
      <Modal
        open={open}
        title={t('rate.title', { id: orderId })}
        onCancel={() => {
          setOpen(false);
          if (reviewed.current) onReviewed?.();
          reviewed.current = false;
        }}
        footer={null}
        width={640}
        destroyOnHidden
      >
        <RateOrder orderId={orderId} onReviewed={() => (reviewed.current = true)} />
      </Modal>
    </>
  );
}
