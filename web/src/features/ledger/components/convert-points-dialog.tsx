import { numberFormat } from '@/shared/lib/numbers';
import { Form, InputNumber, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FieldRefusal } from '@/shared/api/field-refusals';
import { FormDialog } from '@/shared/ui/form-dialog';
import '@/features/ledger/ledger.css';

export interface ConvertPointsValues {
  point: number;
}

export interface ConvertPointsDialogProps {
  open: boolean;
  /** The server's refusals of fields, shown under them. */
  fieldErrors?: FieldRefusal<'point'>[];
  /** The points held: no more can be converted. */
  points: number;
  /** The fewest points converted at once. */
  minimum: number;
  exchangeRate: number;
  formatMoney: (amount: number) => string;
  busy: boolean;
  /** A refusal that names no field (the server's words). */
  error: string | null;
  onSubmit: (values: ConvertPointsValues) => void;
  onClose: () => void;
}

/**
 * Convert points to wallet money: a whole number of points, from the minimum to the points held
 * (checked here before sending, in the server's words for the minimum); the server converts them at
 * the marketplace's rate and says so.
 */
export default function ConvertPointsDialog({ open, fieldErrors, points, minimum, exchangeRate, formatMoney, busy, error, onSubmit, onClose }: ConvertPointsDialogProps) {
  const { t, i18n } = useTranslation('pages');
  const count = numberFormat(i18n.language, {});
  const [form] = Form.useForm<ConvertPointsValues>();
  return (
    <FormDialog<ConvertPointsValues, 'point'>
      open={open}
      title={t('ledger.convert.title')}
      okText={t('ledger.convert.submit')}
      cancelText={t('ledger.convert.cancel')}
      form={form}
      name="convert-points"
      fieldErrors={fieldErrors}
      error={error}
      busy={busy}
      intro={
        <Typography.Paragraph type="secondary">
          {t('ledger.convert.intro', { points: count.format(points), minimum: count.format(minimum), rate: count.format(exchangeRate), amount: formatMoney(1) })}
        </Typography.Paragraph>
      }
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <Form.Item
        name="point"
        label={t('ledger.convert.points')}
        extra={t('ledger.convert.remainder')}
        rules={[
          { required: true, message: t('ledger.convert.required') },
          { type: 'integer', message: t('ledger.convert.whole') },
          { type: 'number', min: minimum, message: t('ledger.convert.belowMinimum', { minimum }) },
          { type: 'number', max: points, message: t('ledger.convert.aboveBalance', { points: count.format(points) }) },
        ]}
      >
        <InputNumber<number> className="money-input" inputMode="numeric" min={0} step={1} autoFocus />
      </Form.Item>
    </FormDialog>
  );
}
