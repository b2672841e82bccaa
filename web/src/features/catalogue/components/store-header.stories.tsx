import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { fn } from 'storybook/test';
import { StoreHeader } from '@/features/catalogue/components/store-header';
import WishlistHeart from '@/features/catalogue/components/wishlist-heart';
import { useCatalogueFormat } from '@/features/catalogue/hooks/use-catalogue-format';
import type { Store } from '@/features/catalogue/types';
import { STORES } from '@/test/fixtures/catalogue';

function StoreHeaderStory({ store, day = 1, wishlisted, onToggleWishlist }: { store: Store; day?: number; wishlisted?: boolean; onToggleWishlist?: () => void }) {
  const heart = onToggleWishlist ? <WishlistHeart wishlisted={wishlisted ?? false} onToggle={onToggleWishlist} className="store-header__wishlist" /> : undefined;
  return <StoreHeader store={store} format={useCatalogueFormat()} day={day} heart={heart} />;
}

const meta = {
  title: 'Catalogue/StoreHeader',
  component: StoreHeaderStory,
  args: { store: STORES.discounted },
} satisfies Meta<typeof StoreHeaderStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Discounted: Story = {};
/** The store kept in the wishlist: the filled heart at the end of the name's row. */
export const Kept: Story = { args: { wishlisted: true, onToggleWishlist: fn() } };
export const Closed: Story = { args: { store: STORES.closed } };
export const Dark: Story = { globals: { theme: 'dark' } };
export const French: Story = { globals: { locale: 'fr' } };
