import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { RouteMapView } from '@/features/location/map/route-map-view';

/**
 * The delivery route on OpenStreetMap (Leaflet, loaded on first use): the store, the delivery point
 * and the straight line between them, both framed. With no tiles reachable the grid still shows.
 */
const meta = {
  title: 'Location/RouteMapView',
  component: RouteMapView,
  args: { from: { lat: 48.8738, lng: 2.332 }, to: { lat: 48.8645, lng: 2.347 }, fromLabel: 'Store', toLabel: 'Delivery point' },
  decorators: [(Story) => <div style={{ maxWidth: 640 }}>{Story()}</div>],
} satisfies Meta<typeof RouteMapView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AcrossTown: Story = {};
/** Two points a street apart: framed no closer than zoom 17. */
export const NextDoor: Story = { args: { to: { lat: 48.8741, lng: 2.3325 } } };
export const Dark: Story = { globals: { theme: 'dark' } };
export const French: Story = { args: { fromLabel: 'Magasin', toLabel: 'Point de livraison' }, globals: { locale: 'fr' } };
