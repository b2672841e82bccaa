import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { fn } from 'storybook/test';
import { CardsLoading, ListEmpty, ListError, LoadMore } from '@/features/catalogue/components/list-states';

const meta = { title: 'Catalogue/ListStates', component: CardsLoading } satisfies Meta<typeof CardsLoading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LoadingItems: Story = { args: { count: 4, layout: 'strip', shape: 'item' } };
export const LoadingStores: Story = { args: { count: 3, layout: 'grid', shape: 'store' } };
export const LoadingCategories: Story = { args: { count: 6, layout: 'strip', shape: 'category' } };
export const Failed: StoryObj = { render: () => <ListError onRetry={fn()} /> };
export const Empty: StoryObj = { render: () => <ListEmpty text="Sorry no data found related to your search." /> };
export const MoreToLoad: StoryObj = {
  render: () => <LoadMore hasMore loading={false} onLoadMore={fn()} shown={12} total={40} />,
};
