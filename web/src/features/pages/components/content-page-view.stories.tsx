import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { fn } from 'storybook/test';
import { ContentPageView } from '@/features/pages/components/content-page-view';

const meta = {
  title: 'Pages/ContentPageView',
  component: ContentPageView,
  args: {
    page: {
      slug: 'about-us',
      language: 'en',
      title: 'About us',
      blocks: [
        { type: 'paragraph', text: 'Ruelle brings the shops of your neighbourhood to your door.' },
        { type: 'heading', text: 'What we deliver' },
        { type: 'list', text: '', items: ['Restaurants', 'Groceries', 'Pharmacies', 'Boutiques', 'Parcels', 'Rentals'] },
      ],
    },
    onRetry: fn(),
    onGoHome: fn(),
  },
} satisfies Meta<typeof ContentPageView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Page: Story = {};
export const Dark: Story = { globals: { theme: 'dark' } };
export const Loading: Story = { args: { page: undefined } };
export const Missing: Story = { args: { page: undefined, problem: 'missing' } };
export const Failed: Story = { args: { page: undefined, problem: 'failed' } };
