import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { LocationAlert } from '@/features/location/components/location-alert';

const meta = { title: 'Location/LocationAlert', component: LocationAlert } satisfies Meta<typeof LocationAlert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {};
export const French: Story = { globals: { locale: 'fr' } };
