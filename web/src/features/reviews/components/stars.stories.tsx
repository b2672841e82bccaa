import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Stars } from '@/features/reviews/components/stars';

const meta = {
  title: 'Reviews/Stars',
  component: Stars,
  args: { rating: 4.26, label: '4.26' },
} satisfies Meta<typeof Stars>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 4.26 is drawn as 4.5 stars (half-star precision) and read out as "4.26 out of 5 stars". */
export const HalfStar: Story = {};
export const Middle: Story = { args: { rating: 3, label: '3', size: 'middle' } };
export const Dark: Story = { globals: { theme: 'dark' } };
export const RightToLeft: Story = { globals: { locale: 'ar' } };
