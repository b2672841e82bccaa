/**
 * The location feature's public pieces. Everything heavy (the picker dialog, antd's Modal and
 * Select, the map engines) loads on first use: the page's first load carries only these wrappers.
 */
export { LocationPicker, preloadLocationPicker } from '@/features/location/components/location-picker';
export { LocationButton } from '@/features/location/components/location-button';
export { LocationAlertSlot as LocationAlert } from '@/features/location/components/location-alert-slot';
export { MapView, type MapViewProps } from '@/features/location/map/map-view';
export type { LatLng } from '@/features/location/model';
