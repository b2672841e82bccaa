import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { within } from 'storybook/test';
import { RouteMapDialog } from '@/features/checkout/components/route-map-dialog';

/** In the app the map is the lazily loaded OpenStreetMap route (features/location); here a stand-in frame. */
const standIn = () => <div style={{ height: 240, borderRadius: 8, background: 'var(--ant-color-fill-tertiary)' }} />;

const meta = {
  title: 'Checkout/RouteMapDialog',
  component: RouteMapDialog,
  args: { from: { lat: 48.8738, lng: 2.332 }, to: { lat: 48.8645, lng: 2.347 }, distanceKm: 1.46, renderMap: standIn },
} satisfies Meta<typeof RouteMapDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed: the button checkout shows once a delivery address is chosen. */
export const Closed: Story = {};
/** Opened: the map, the server's distance and the directions link. */
export const Opened: Story = {
  play: async ({ canvasElement, userEvent }) => {
    await userEvent.click(within(canvasElement).getByRole('button'));
    // The dialog is drawn over the page, outside the story's own element.
    await within(document.body).findByRole('dialog');
  },
};
export const French: Story = { ...Opened, globals: { locale: 'fr' } };
export const Dark: Story = { ...Opened, globals: { theme: 'dark' } };
