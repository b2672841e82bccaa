import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { fn } from 'storybook/test';
import { PENDING } from '@/test/story-api';
import { ModuleTiles } from '@/features/modules/components/module-tiles';

/** The module tiles over the (fake) module list: loaded, chosen, empty, failed, loading. */
const meta = {
  title: 'Modules/ModuleTiles',
  component: ModuleTiles,
  args: { chosenId: null, onChoose: fn() },
} satisfies Meta<typeof ModuleTiles>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Modules: Story = {};
export const Chosen: Story = { args: { chosenId: 2 } };
export const Dark: Story = { args: { chosenId: 1 }, globals: { theme: 'dark' } };
/** No active module: SPEC.md's notice. */
export const NoModule: Story = { parameters: { api: { '/api/v1/module': [] } } };
export const Failed: Story = {
  parameters: { api: { '/api/v1/module': { status: 503, body: { errors: [{ code: 'unavailable', message: 'Busy' }] } } } },
};
export const Loading: Story = { parameters: { api: { '/api/v1/module': PENDING } } };
