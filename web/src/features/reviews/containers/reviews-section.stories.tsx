import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect, waitFor } from 'storybook/test';
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

/** The pages' control comes with its own code, after the list: the story is done once it is drawn. */
const pagesDrawn: Story['play'] = async ({ canvasElement }) => {
  await waitFor(() => expect(canvasElement.querySelector('.ant-pagination')).not.toBeNull(), { timeout: 5000 });
};

export const StoreReviews: Story = { play: pagesDrawn };
export const NoReviewPlan: Story = {
  parameters: { api: { '/api/v1/stores/reviews': reviewPage([], { reviews_enabled: false, total_size: 0 }) } },
  // antd's Alert comes with its own code; its text stands in until then.
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, { timeout: 5000 })).toBeVisible();
  },
};
export const Dark: Story = { globals: { theme: 'dark' }, play: pagesDrawn };
export const French: Story = { globals: { locale: 'fr' }, play: pagesDrawn };
