import { Alert, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { slotKey, type ScheduleDay } from '@/features/checkout/model/time-slots';
import '@/features/checkout/checkout.css';

interface Props {
  days: ScheduleDay[];
  /** The chosen slot's key (`slotKey`: "now" or its day and start). */
  value: string | null;
  onChange: (key: string) => void;
  /** The store takes scheduled orders: an empty choice then means closed all week, not only today. */
  scheduled?: boolean;
  /** The day that counts as today (tests and stories fix it). */
  today?: Date;
}

const sameDay = (a: Date, b: Date) => a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();

/** The delivery time: a day (today and the next ones), then Now (while open) or a later slot of that day. */
export function TimeSlotPicker({ days, value, onChange, scheduled = false, today = new Date() }: Props) {
  const { t, i18n } = useTranslation('checkout');
  if (days.length === 0) return <Alert type="warning" showIcon title={scheduled ? t('slots.noneThisWeek') : t('slots.none')} />;
  const chosenDay = days.find((day) => day.slots.some((slot) => slotKey(slot) === value)) ?? days[0]!;
  const tomorrow = new Date(today.getFullYear(), today.getMonth(), today.getDate() + 1);
  const dayFormat = new Intl.DateTimeFormat(i18n.language, { weekday: 'short', day: 'numeric', month: 'short' });
  const dayLabel = (date: Date) => (sameDay(date, today) ? t('slots.today') : sameDay(date, tomorrow) ? t('slots.tomorrow') : dayFormat.format(date));
  const dayValue = (date: Date) => String(date.getTime());
  return (
    <div className="time-slot-picker">
      {days.length > 1 ? (
        <Select
          className="time-slot-picker__day"
          aria-label={t('slots.day')}
          value={dayValue(chosenDay.date)}
          // Another day: its first slot, so a time is always chosen.
          onChange={(next: string) => {
            const day = days.find((entry) => dayValue(entry.date) === next);
            if (day?.slots[0]) onChange(slotKey(day.slots[0]));
          }}
          options={days.map((day) => ({ value: dayValue(day.date), label: dayLabel(day.date) }))}
        />
      ) : null}
      <Select
        className="time-slot-picker__time"
        aria-label={t('slots.label')}
        value={chosenDay.slots.some((slot) => slotKey(slot) === value) ? value : slotKey(chosenDay.slots[0]!)}
        onChange={(next: string) => onChange(next)}
        options={chosenDay.slots.map((slot) => ({ value: slotKey(slot), label: slot.clock ?? t('slots.now') }))}
      />
    </div>
  );
}
