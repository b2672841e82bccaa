import { Alert, Modal, Radio, Skeleton, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface CancelOrderDialogProps {
  open: boolean;
  orderId: number;
  /** The server's refund reasons; undefined while they load. */
  reasons: { id: number; reason: string }[] | undefined;
  busy: boolean;
  /** The server's refusal of the last try, as it words it. */
  error: string | null;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}

/** Cancel an order: one of the server's reasons must be chosen first. */
export function CancelOrderDialog({ open, orderId, reasons, busy, error, onConfirm, onClose }: CancelOrderDialogProps) {
  const { t } = useTranslation('orders');
  const [reason, setReason] = useState<string | null>(null);
  return (
    <Modal
      open={open}
      title={t('cancel.title', { id: orderId })}
      okText={t('cancel.confirm')}
      cancelText={t('cancel.keep')}
      okButtonProps={{ danger: true, disabled: !reason, loading: busy }}
      onOk={() => reason && onConfirm(reason)}
      onCancel={onClose}
      destroyOnHidden
    >
      <p>{t('cancel.reason')}</p>
      {reasons ? (
        <Radio.Group value={reason} onChange={(event) => setReason(String(event.target.value))} aria-label={t('cancel.reason')}>
          <Space orientation="vertical">
            {reasons.map((entry) => (
              <Radio key={entry.id} value={entry.reason}>
                {entry.reason}
              </Radio>
            ))}
          </Space>
        </Radio.Group>
      ) : (
        <Skeleton active title={false} />
      )}
      {error ? <Alert className="cancel-order__error" type="error" showIcon title={error} /> : null}
    </Modal>
  );
}
