import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { fn } from 'storybook/test';
import { ItemCard } from '@/features/catalogue/components/item-card';
import { ItemMarkers } from '@/features/catalogue/containers/item-markers';
import { useCatalogueFormat } from '@/features/catalogue/hooks/use-catalogue-format';
import { productPath } from '@/features/catalogue/paths';
import type { Item } from '@/features/catalogue/types';
import { ITEMS } from '@/test/fixtures/catalogue';

interface CardStoryProps {
  item: Item;
  wishlisted?: boolean;
  /** The marketplace shows veg and non-veg marks (config toggle_veg_non_veg; food items only). */
  vegNonVeg?: boolean;
  onQuickView?: (item: Item) => void;
  onToggleWishlist?: (item: Item) => void;
  onAddToCart?: (item: Item) => void;
}

/** The card with the marketplace's formats and its module's marks, as the lists draw it. */
function CardStory({ item, wishlisted = false, vegNonVeg = true, ...actions }: CardStoryProps) {
  const format = useCatalogueFormat();
  const markers = <ItemMarkers item={item} vegNonVeg={vegNonVeg && item.module.module_type === 'food'} />;
  return (
    <div style={{ width: 230 }}>
      <ItemCard item={item} href={productPath(item)} format={format} wishlisted={wishlisted} markers={markers} priority {...actions} />
    </div>
  );
}

const meta = {
  title: 'Catalogue/ItemCard',
  component: CardStory,
  args: { item: ITEMS.plain, onQuickView: fn(), onToggleWishlist: fn(), onAddToCart: fn() },
} satisfies Meta<typeof CardStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Plain: Story = {};
export const Recommended: Story = { args: { item: ITEMS.recommended } };
export const Veg: Story = { args: { item: ITEMS.veg } };
export const NonVeg: Story = { args: { item: ITEMS.nonVeg } };
/** Veg and non-veg marks hidden: the marketplace turned toggle_veg_non_veg off. */
export const VegMarksOff: Story = { args: { item: ITEMS.nonVeg, vegNonVeg: false } };
export const Halal: Story = { args: { item: ITEMS.halal } };
export const Organic: Story = { args: { item: ITEMS.organic } };
export const PercentDiscount: Story = { args: { item: ITEMS.discount } };
export const AmountDiscount: Story = { args: { item: ITEMS.amountDiscount } };
export const OutOfStock: Story = { args: { item: ITEMS.outOfStock } };
/** A pharmacy item that needs a prescription: the card names its generic name, the product view says a prescription is required. */
export const Prescription: Story = { args: { item: ITEMS.prescription } };
export const Wishlisted: Story = { args: { item: ITEMS.recommended, wishlisted: true } };
export const BrokenPicture: Story = { args: { item: ITEMS.brokenPicture } };
export const EveryBadge: Story = { args: { item: ITEMS.everyBadge } };
export const EveryBadgeDark: Story = { args: { item: ITEMS.everyBadge }, globals: { theme: 'dark' } };

/** The overlay of actions, shown on hover and on keyboard focus: here the keyboard reached the card. */
export const Actions: Story = {
  args: { item: ITEMS.discount },
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await canvas.findByRole('button', { name: 'Quick View' });
  },
};

/** Every badge side by side, light then dark. */
function Gallery() {
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 16 }}>
      {Object.values(ITEMS).map((item) => (
        <CardStory key={item.id} item={item} />
      ))}
    </div>
  );
}

export const AllBadges: StoryObj = { render: () => <Gallery /> };
export const AllBadgesDark: StoryObj = { render: () => <Gallery />, globals: { theme: 'dark' } };
