import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { fn } from 'storybook/test';
import { LocationPickerView } from '@/features/location/components/location-picker-view';
import { MapFrame } from '@/features/location/map/map-frame';
import { CHOSEN_LOCATION, PREDICTIONS } from '@/test/fixtures/marketplace';

const POINT = { lat: CHOSEN_LOCATION.lat, lng: CHOSEN_LOCATION.lng };

/**
 * The location picker's content in each state it can be in. The map is the real OpenStreetMap one:
 * with no tiles reachable it stays grey, with its centre pin and zoom buttons, as the app does offline.
 */
const meta = {
  title: 'Location/LocationPickerView',
  component: LocationPickerView,
  args: {
    required: false,
    search: { chosen: null, predictions: [], loading: false, searched: false, onSearch: fn(), onChoose: fn() },
    map: <MapFrame mapApiKey="" center={POINT} zoom={17} />,
    locating: false,
    onLocate: fn(),
    address: null,
    addressPending: false,
    zone: { status: 'unknown' },
    moduleNotServing: null,
    problem: null,
    canConfirm: false,
    onConfirm: fn(),
  },
  decorators: [(Story) => <div style={{ maxWidth: 600 }}>{Story()}</div>],
} satisfies Meta<typeof LocationPickerView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Start: Story = {};
/** Opened by an add to cart without a location: the location alert on top. */
export const Required: Story = { args: { required: true } };
export const PlaceChosen: Story = {
  args: {
    search: { chosen: PREDICTIONS[0] ?? null, predictions: PREDICTIONS, loading: false, searched: true, onSearch: fn(), onChoose: fn() },
    address: CHOSEN_LOCATION.address,
    zone: { status: 'inside', zoneIds: [1], zones: [{ id: 1, name: 'Paris Centre' }] },
    canConfirm: true,
  },
};
export const PlaceChosenDark: Story = { ...PlaceChosen, globals: { theme: 'dark' } };
export const FindingAddress: Story = { args: { addressPending: true, zone: { status: 'checking' } } };
export const Locating: Story = { args: { locating: true } };
export const OutsideEveryZone: Story = { args: { address: 'Place du Marché, 78000 Versailles, France', zone: { status: 'outside' } } };
export const ModuleNotServing: Story = {
  args: {
    address: CHOSEN_LOCATION.address,
    zone: { status: 'inside', zoneIds: [3], zones: [{ id: 3, name: 'Paris West' }] },
    moduleNotServing: 'Rental',
    canConfirm: true,
  },
};
export const PositionDenied: Story = { args: { problem: { kind: 'position', reason: 'denied' } } };
export const RequestFailed: Story = { args: { problem: { kind: 'request', message: null } } };
export const French: Story = { ...PlaceChosen, globals: { locale: 'fr' } };
