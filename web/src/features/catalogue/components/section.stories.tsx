import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { CardsLoading } from '@/features/catalogue/components/list-states';
import { Section } from '@/features/catalogue/components/section';

const meta = {
  title: 'Catalogue/Section',
  component: Section,
  args: { title: 'Popular restaurants', more: { to: '/store/popular', label: 'View all' }, children: <CardsLoading layout="strip" shape="store" count={3} /> },
} satisfies Meta<typeof Section>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithViewAll: Story = {};
export const WithoutViewAll: Story = { args: { more: undefined } };
