import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { StarDistribution } from '@/features/reviews/components/star-distribution';

const meta = {
  title: 'Reviews/StarDistribution',
  component: StarDistribution,
  args: {
    avgRating: 4.25,
    ratingCount: 12,
    distribution: { '5': 7, '4': 2, '3': 1, '2': 1, '1': 1 },
    format: { rating: (rating: number) => rating.toFixed(2), count: (value: number) => String(value) },
  },
  decorators: [(Story) => <div style={{ maxWidth: 320 }}>{Story()}</div>],
} satisfies Meta<typeof StarDistribution>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Distribution: Story = {};
export const NoRatings: Story = { args: { avgRating: 0, ratingCount: 0, distribution: {} } };
export const HalfStar: Story = { args: { avgRating: 3.74, ratingCount: 4, distribution: { '5': 1, '4': 1, '3': 2 } } };
export const Dark: Story = { globals: { theme: 'dark' } };
export const French: Story = { globals: { locale: 'fr' }, args: { format: { rating: (rating: number) => rating.toFixed(2).replace('.', ','), count: String } } };
export const RightToLeft: Story = { globals: { locale: 'ar' } };
