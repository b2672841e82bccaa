import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { fn } from 'storybook/test';
import { ModuleTile } from '@/features/modules/components/module-tile';
import { moduleOf } from '@/test/fixtures/marketplace';

const meta = {
  title: 'Modules/ModuleTile',
  component: ModuleTile,
  args: { module: moduleOf('food'), chosen: false, onChoose: fn() },
} satisfies Meta<typeof ModuleTile>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotChosen: Story = {};
export const Chosen: Story = { args: { chosen: true } };
/** No icon: the placeholder picture. */
export const WithoutIcon: Story = { args: { module: { ...moduleOf('pharmacy'), icon_full_url: '' } } };
export const Dark: Story = { args: { chosen: true }, globals: { theme: 'dark' } };
