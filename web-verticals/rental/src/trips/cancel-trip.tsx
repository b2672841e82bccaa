import { Alert, Button, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTripsTranslation } from './strings';

/**
 * Cancel trip, with the shopper's reason: `onCancel` calls the server; its refusal (too late) shows
 * the server's message in the dialog.
 */
export function CancelTrip({ tripId, onCancel }: { tripId: number; onCancel: (reason: string) => Promise<void> }) {
  const t = useTripsTranslation();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [form] = Form.useForm<{ reason: string }>();
  const submit = async ({ reason }: { reason: string }) => {
    setBusy(true);
    setProblem(null);
    try {
      await onCancel(reason.trim());
      setOpen(false);
    } catch (failure) {
      setProblem(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button danger onClick={() => setOpen(true)}>
        {t('trips_cancelTrip')}
      </Button>
      <Modal
        open={open}
        title={t('trips_cancelTitle', { id: tripId })}
        okText={t('trips_cancelTrip')}
        cancelText={t('trips_keepTrip')}
        okButtonProps={{ danger: true, loading: busy }}
        onOk={() => form.submit()}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        {problem ? <Alert type="error" title={problem} role="alert" /> : null}
        <Form form={form} layout="vertical" onFinish={(values) => void submit(values)}>
          <Form.Item
            name="reason"
            label={t('trips_cancelReason')}
            rules={[{ required: true, whitespace: true, message: t('trips_cancelReasonRequired') }]}
          >
            <Input.TextArea maxLength={255} rows={3} />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
