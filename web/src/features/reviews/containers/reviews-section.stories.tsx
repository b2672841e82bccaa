import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { ReviewsSection } from '@/features/reviews/containers/reviews-section';
import { reviewPage } from '@/features/reviews/test/fixtures';

/** A store's reviews as its page shows them, over the fake API (GET /api/v1/stores/reviews). */
const meta = {
  title: 'Reviews/ReviewsSection',
  component: ReviewsSection,
  args: { of: { kind: 'store', storeId: 3 } },
  parameters: { api: { '/api/v1/stores/reviews': reviewPage() } },
} satisfies Meta<typeof ReviewsSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const StoreReviews: Story = {};
export const NoReviewPlan: Story = { parameters: { api: { '/api/v1/stores/reviews': reviewPage([], { reviews_enabled: false, total_size: 0 }) } } };
export const Dark: Story = { globals: { theme: 'dark' } };
export const French: Story = { globals: { locale: 'fr' } };
