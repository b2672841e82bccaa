import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { fn } from 'storybook/test';
import { StoreCard } from '@/features/catalogue/components/store-card';
import WishlistHeart from '@/features/catalogue/components/wishlist-heart';
import { useCatalogueFormat } from '@/features/catalogue/hooks/use-catalogue-format';
import { storePath } from '@/features/catalogue/paths';
import type { Store } from '@/features/catalogue/types';
import { STORES } from '@/test/fixtures/catalogue';

function StoreCardStory({ store, wishlisted, onToggleWishlist }: { store: Store; wishlisted?: boolean; onToggleWishlist?: () => void }) {
  const href = storePath({ ...store, module_type: store.module.module_type });
  return (
    <div style={{ width: 300 }}>
      <StoreCard
        store={store}
        href={href}
        format={useCatalogueFormat()}
        priority
        heart={onToggleWishlist ? <WishlistHeart wishlisted={wishlisted ?? false} onToggle={onToggleWishlist} className="store-card__wishlist" /> : undefined}
      />
    </div>
  );
}

const meta = { title: 'Catalogue/StoreCard', component: StoreCardStory, args: { store: STORES.food } } satisfies Meta<typeof StoreCardStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};
/** With the wishlist heart (a module keeping a wishlist), the store not kept yet. */
export const WithWishlist: Story = { args: { onToggleWishlist: fn() } };
/** The store kept in the wishlist: the heart filled. */
export const Kept: Story = { args: { wishlisted: true, onToggleWishlist: fn() } };
export const Discounted: Story = { args: { store: STORES.discounted } };
export const Closed: Story = { args: { store: STORES.closed } };
export const Dark: Story = { args: { store: STORES.discounted }, globals: { theme: 'dark' } };
/** A name longer than the card: it ends with an ellipsis, its start always shown. */
export const LongName: Story = { args: { store: { ...STORES.food, name: 'Green Leaf Café and Bakery of the Old Market Square' } } };
/** The same in a right-to-left layout: a Latin name still keeps its start. */
export const LongNameRightToLeft: Story = { ...LongName, globals: { locale: 'ar' } };
