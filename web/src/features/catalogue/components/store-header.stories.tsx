import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { StoreHeader } from '@/features/catalogue/components/store-header';
import { useCatalogueFormat } from '@/features/catalogue/hooks/use-catalogue-format';
import type { Store } from '@/features/catalogue/types';
import { STORES } from '@/test/fixtures/catalogue';

function StoreHeaderStory({ store, day = 1 }: { store: Store; day?: number }) {
  return <StoreHeader store={store} format={useCatalogueFormat()} day={day} />;
}

const meta = {
  title: 'Catalogue/StoreHeader',
  component: StoreHeaderStory,
  args: { store: STORES.discounted },
} satisfies Meta<typeof StoreHeaderStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Discounted: Story = {};
export const Closed: Story = { args: { store: STORES.closed } };
export const Dark: Story = { globals: { theme: 'dark' } };
export const French: Story = { globals: { locale: 'fr' } };
