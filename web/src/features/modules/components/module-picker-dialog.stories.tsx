import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { fn } from 'storybook/test';
import ModulePickerDialog from '@/features/modules/components/module-picker-dialog';

const meta = {
  title: 'Modules/ModulePickerDialog',
  component: ModulePickerDialog,
  args: { open: true, chosenId: null, onChoose: fn(), onClose: fn() },
} satisfies Meta<typeof ModulePickerDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Light: Story = {};
export const Dark: Story = { args: { chosenId: 1 }, globals: { theme: 'dark' } };
export const French: Story = { globals: { locale: 'fr' } };
export const NoModule: Story = { parameters: { api: { '/api/v1/module': [] } } };
