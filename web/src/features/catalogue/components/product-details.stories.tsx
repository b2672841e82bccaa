import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { fn } from 'storybook/test';
import { useCartParts } from '@/features/catalogue/cart-parts';
import { ProductDetails } from '@/features/catalogue/components/product-details';
import { ItemMarkers } from '@/features/catalogue/containers/item-markers';
import { useCatalogueFormat } from '@/features/catalogue/hooks/use-catalogue-format';
import { itemStorePath } from '@/features/catalogue/paths';
import type { Item } from '@/features/catalogue/types';
import { CAMPAIGN_ITEM, FOOD_DETAIL, ITEMS, LUNCH_ONLY_ITEM, SHOP_DETAIL } from '@/test/fixtures/catalogue';

/** Half past four in the afternoon: outside the lunch-only item's hours. */
const AFTERNOON = new Date(2026, 0, 15, 16, 30);

interface DetailsStoryProps {
  item: Item;
  storeLabel?: string;
  now?: Date;
  wishlisted?: boolean;
  onToggleWishlist?: (item: Item) => void;
}

/** The product view with the marketplace's formats, its module's marks and the cart's choosing part, as the product page draws it. */
function DetailsStory({ item, storeLabel = 'store', now = AFTERNOON, ...rest }: DetailsStoryProps) {
  const format = useCatalogueFormat();
  const cartParts = useCartParts();
  return (
    <ProductDetails
      item={item}
      format={format}
      storeLabel={storeLabel}
      storeHref={itemStorePath(item)}
      purchase={cartParts ? <cartParts.Purchase item={item} now={now} /> : null}
      markers={<ItemMarkers item={item} vegNonVeg={item.module.module_type === 'food'} />}
      {...rest}
    />
  );
}

const meta = {
  title: 'Catalogue/ProductDetails',
  component: DetailsStory,
  args: { item: FOOD_DETAIL, storeLabel: 'restaurant', onToggleWishlist: fn() },
} satisfies Meta<typeof DetailsStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A food item: gallery, discount, variation groups, add-ons, Buy Now and Add to Cart. */
export const Food: Story = {};
export const FoodDark: Story = { globals: { theme: 'dark' } };
/** An ecommerce item with choice options (size, colour). */
export const Product: Story = { args: { item: SHOP_DETAIL, storeLabel: 'store' } };
export const ProductDark: Story = { args: { item: SHOP_DETAIL, storeLabel: 'store' }, globals: { theme: 'dark' } };
export const OutOfStock: Story = { args: { item: ITEMS.outOfStock, storeLabel: 'store' } };
export const PrescriptionRequired: Story = { args: { item: ITEMS.prescription, storeLabel: 'store' } };
export const PrescriptionRequiredDark: Story = {
  args: { item: ITEMS.prescription, storeLabel: 'store' },
  globals: { theme: 'dark' },
};
/** Outside its hours and not for scheduling: "Not Available now" and the hours. */
export const NotAvailableNow: Story = { args: { item: LUNCH_ONLY_ITEM } };
/** A campaign item: a single Order Now. */
export const Campaign: Story = { args: { item: CAMPAIGN_ITEM } };
export const Wishlisted: Story = { args: { wishlisted: true } };
export const French: Story = { globals: { locale: 'fr' } };
