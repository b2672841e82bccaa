import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import ProductGallery from '@/features/catalogue/components/product-gallery';
import { FOOD_DETAIL, ITEMS } from '@/test/fixtures/catalogue';

const meta = {
  title: 'Catalogue/ProductGallery',
  component: ProductGallery,
  args: { images: FOOD_DETAIL.images_full_url, name: FOOD_DETAIL.name },
  decorators: [(Story) => <div style={{ maxWidth: 520 }}>{Story()}</div>],
} satisfies Meta<typeof ProductGallery>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Six pictures: the strip shows 5 thumbnails at once (SPEC.md section 9). */
export const SixPictures: Story = {};
export const OnePicture: Story = { args: { images: [ITEMS.plain.image_full_url], name: ITEMS.plain.name } };
export const Dark: Story = { globals: { theme: 'dark' } };
