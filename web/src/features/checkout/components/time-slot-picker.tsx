import { Alert, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TimeSlot } from '@/features/checkout/model/time-slots';

interface Props {
  slots: TimeSlot[];
  /** The chosen slot's start ("HH:mm"), or null for Now. */
  value: string | null;
  onChange: (clock: string | null) => void;
}

const NOW = '__now__';

/** The delivery time: Now (when the store is open) or a later slot of today. */
export function TimeSlotPicker({ slots, value, onChange }: Props) {
  const { t } = useTranslation('checkout');
  if (slots.length === 0) return <Alert type="warning" showIcon title={t('slots.none')} />;
  return (
    <Select
      className="time-slot-picker"
      aria-label={t('slots.label')}
      value={value ?? NOW}
      onChange={(next: string) => onChange(next === NOW ? null : next)}
      options={slots.map((slot) => ({ value: slot.clock ?? NOW, label: slot.clock ?? t('slots.now') }))}
    />
  );
}
