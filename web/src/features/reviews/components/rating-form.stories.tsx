import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { RatingForm } from '@/features/reviews/components/rating-form';
import { picture } from '@/test/fixtures/pictures';

const meta = {
  title: 'Reviews/RatingForm',
  component: RatingForm,
  args: { title: 'Hass avocados', onSubmit: () => undefined },
  decorators: [(Story) => <div style={{ maxWidth: 560 }}>{Story()}</div>],
} satisfies Meta<typeof RatingForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Form: Story = {};
export const Submitting: Story = { args: { busy: true } };
export const Editing: Story = { args: { initial: { rating: 3, comment: 'A bit slow, but well packed.' }, onCancel: () => undefined } };
export const EditingWithPhotos: Story = {
  args: {
    initial: { rating: 4, comment: 'Ripe and creamy.', images: [picture('Avocados', '#558b2f', 160), picture('Box', '#6d4c41', 160)] },
    onCancel: () => undefined,
  },
};
export const Refused: Story = { args: { error: 'You already reviewed this item.' } };
export const Dark: Story = { globals: { theme: 'dark' } };
export const French: Story = { globals: { locale: 'fr' } };
export const RightToLeft: Story = { globals: { locale: 'ar' } };
