import { Alert, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { dayText } from '@/shared/lib/marketplace-time';
import { formatDayWithWeekday } from '@/shared/lib/plain-dates';
import { slotKey, type ScheduleDay } from '@/features/checkout/model/time-slots';
import '@/features/checkout/checkout.css';

interface Props {
  days: ScheduleDay[];
  /** The chosen slot's key (`slotKey`: "now" or its day and start). */
  value: string | null;
  onChange: (key: string) => void;
  /** The store takes scheduled orders: an empty choice then means closed all week, not only today. */
  scheduled?: boolean;
}

/** The delivery time: a day (today and the next ones), then Now (while open) or a later slot of that day. */
export function TimeSlotPicker({ days, value, onChange, scheduled = false }: Props) {
  const { t, i18n } = useTranslation('checkout');
  if (days.length === 0) return <Alert type="warning" showIcon title={scheduled ? t('slots.noneThisWeek') : t('slots.none')} />;
  const chosenDay = days.find((day) => day.slots.some((slot) => slotKey(slot) === value)) ?? days[0]!;
  // Today and Tomorrow are the marketplace's (the days' offsets), not the device's; the other days are
  // named as the marketplace's calendar has them.
  const dayLabel = (day: ScheduleDay) =>
    day.offset === 0 ? t('slots.today') : day.offset === 1 ? t('slots.tomorrow') : formatDayWithWeekday(day.day, i18n.language);
  const dayValue = (day: ScheduleDay) => dayText(day.day);
  return (
    <div className="time-slot-picker">
      {days.length > 1 ? (
        <Select
          className="time-slot-picker__day"
          aria-label={t('slots.day')}
          value={dayValue(chosenDay)}
          // Another day: its first slot, so a time is always chosen.
          onChange={(next: string) => {
            const day = days.find((entry) => dayValue(entry) === next);
            if (day?.slots[0]) onChange(slotKey(day.slots[0]));
          }}
          options={days.map((day) => ({ value: dayValue(day), label: dayLabel(day) }))}
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
