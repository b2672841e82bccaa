import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { EmptyModuleNotice } from '@/features/modules/components/empty-module-notice';

const meta = { title: 'Modules/EmptyModuleNotice', component: EmptyModuleNotice } satisfies Meta<typeof EmptyModuleNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {};
export const French: Story = { globals: { locale: 'fr' } };
export const Dark: Story = { globals: { theme: 'dark' } };
