import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { fn } from 'storybook/test';
import { MapView } from '@/features/location/map/map-view';
import { CHOSEN_LOCATION, CONFIG } from '@/test/fixtures/marketplace';

/**
 * The map behind one small interface: OpenStreetMap (Leaflet) when the configuration has no Google
 * key. With no tiles reachable it stays grey, and still has its pin, zoom buttons and coordinates.
 */
const meta = {
  title: 'Location/MapView',
  component: MapView,
  args: { defaultCenter: CONFIG.default_location, defaultZoom: 17, onCenterChange: fn(), onZoomChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 640 }}>{Story()}</div>],
} satisfies Meta<typeof MapView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DefaultLocation: Story = {};
export const ChosenLocation: Story = { args: { defaultCenter: { lat: CHOSEN_LOCATION.lat, lng: CHOSEN_LOCATION.lng } } };
/** Zone outlines drawn: the map opens at zoom 9. */
export const WithZones: Story = {
  args: {
    defaultZoom: 9,
    zones: [
      [
        { lat: 48.88, lng: 2.3 },
        { lat: 48.88, lng: 2.38 },
        { lat: 48.84, lng: 2.38 },
        { lat: 48.84, lng: 2.3 },
      ],
    ],
  },
};
export const Dark: Story = { globals: { theme: 'dark' } };
