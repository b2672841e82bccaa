import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { CategoryTile } from '@/features/catalogue/components/category-tile';
import { categoryPath } from '@/features/catalogue/paths';
import { CATEGORIES } from '@/test/fixtures/catalogue';

const first = CATEGORIES[0];
if (!first) throw new Error('the fixtures have categories');

const meta = {
  title: 'Catalogue/CategoryTile',
  component: CategoryTile,
  args: { category: first, href: categoryPath(first) },
} satisfies Meta<typeof CategoryTile>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Row: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 16 }}>
      {CATEGORIES.map((category) => (
        <CategoryTile key={category.id} category={category} href={categoryPath(category)} />
      ))}
    </div>
  ),
};
