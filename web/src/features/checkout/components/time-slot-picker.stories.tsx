import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { fn } from 'storybook/test';
import { TimeSlotPicker } from '@/features/checkout/components/time-slot-picker';
import { scheduleDays } from '@/features/checkout/model/time-slots';

// Thursday 26 November 2026, 19:40 in Paris: the marketplace's clock, whatever the viewer's zone.
const clock = { now: new Date('2026-11-26T19:40:00+01:00'), timeZone: 'Europe/Paris' };
const week = [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, opening_time: '09:00', closing_time: '22:00' }));

const meta = {
  title: 'Checkout/TimeSlotPicker',
  component: TimeSlotPicker,
  args: { days: scheduleDays({ clock, schedules: week, scheduleOrder: true }), value: 'now', scheduled: true, onChange: fn() },
} satisfies Meta<typeof TimeSlotPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Open: today with Now first, then every half hour until the closing; the next six days after it. */
export const OpenNow: Story = {};
/** A later slot of today chosen. */
export const Scheduled: Story = { args: { value: '2026-11-26 21:00' } };
/** A slot of tomorrow chosen: the day choice reads Tomorrow. */
export const Tomorrow: Story = { args: { value: '2026-11-27 09:30' } };
/** Without schedule orders: only Now, no day choice. */
export const NowOnly: Story = { args: { days: scheduleDays({ clock, schedules: week, scheduleOrder: false }), scheduled: false } };
/** Closed for the day: nothing to choose, and why. */
export const Closed: Story = { args: { days: [], scheduled: false } };
export const Dark: Story = { globals: { theme: 'dark' } };
export const French: Story = { globals: { locale: 'fr' } };
export const RightToLeft: Story = { globals: { locale: 'ar' } };
