import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect, waitFor } from 'storybook/test';
import { ReviewList } from '@/features/reviews/components/review-list';
import { REVIEWS } from '@/features/reviews/test/fixtures';

const meta = {
  title: 'Reviews/ReviewList',
  component: ReviewList,
  args: { reviews: REVIEWS, formatDate: (iso: string) => iso.slice(0, 10) },
  decorators: [(Story) => <div style={{ maxWidth: 640 }}>{Story()}</div>],
} satisfies Meta<typeof ReviewList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Reviews: Story = {};
export const Empty: Story = {
  args: { reviews: [] },
  // antd's Empty comes with its own code; its text stands in until then.
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('.ant-empty')).not.toBeNull(), { timeout: 5000 });
  },
};
export const Dark: Story = { globals: { theme: 'dark' } };
export const French: Story = { globals: { locale: 'fr' } };
export const RightToLeft: Story = { globals: { locale: 'ar' } };
