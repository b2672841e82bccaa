import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { fn } from 'storybook/test';
import { TimeSlotPicker } from '@/features/checkout/components/time-slot-picker';
import { timeSlots } from '@/features/checkout/model/time-slots';

const now = new Date(2026, 10, 26, 19, 40);
const periods = [{ opening_time: '09:00', closing_time: '22:00' }];

const meta = {
  title: 'Checkout/TimeSlotPicker',
  component: TimeSlotPicker,
  args: { slots: timeSlots({ now, periods, scheduleOrder: true }), value: null, onChange: fn() },
} satisfies Meta<typeof TimeSlotPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Open: Now first, then every half hour until the closing. */
export const OpenNow: Story = {};
/** A later slot chosen. */
export const Scheduled: Story = { args: { value: '21:00' } };
/** Closed for the day: nothing to choose, and why. */
export const Closed: Story = { args: { slots: [] } };
export const Dark: Story = { globals: { theme: 'dark' } };
export const French: Story = { globals: { locale: 'fr' } };
