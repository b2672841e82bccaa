import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { PageSpinner } from '@/shared/ui/page-spinner';

const meta = {
  title: 'Shared/PageSpinner',
  component: PageSpinner,
} satisfies Meta<typeof PageSpinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Light: Story = {};

export const Dark: Story = { globals: { theme: 'dark' } };
