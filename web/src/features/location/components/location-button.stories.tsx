import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { LocationButton } from '@/features/location/components/location-button';

const meta = { title: 'Location/LocationButton', component: LocationButton } satisfies Meta<typeof LocationButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NoLocation: Story = {};
export const WithLocation: Story = { parameters: { state: { location: true } } };
export const Dark: Story = { parameters: { state: { location: true } }, globals: { theme: 'dark' } };
