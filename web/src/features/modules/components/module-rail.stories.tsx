import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { fn } from 'storybook/test';
import ModuleRail from '@/features/modules/components/module-rail';
import { MODULES } from '@/test/fixtures/marketplace';

const meta = {
  title: 'Modules/ModuleRail',
  component: ModuleRail,
  args: { modules: MODULES, chosenId: 1, onChoose: fn() },
} satisfies Meta<typeof ModuleRail>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Light: Story = {};
export const Dark: Story = { globals: { theme: 'dark' } };
/** Right to left: the hints show on the rail's other side. */
export const RightToLeft: Story = { globals: { locale: 'ar' } };
