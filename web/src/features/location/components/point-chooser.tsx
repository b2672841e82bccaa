import { Flex } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { PlaceSearch } from '@/features/location/components/place-search';
import { useLocationChoice } from '@/features/location/hooks/use-location-choice';
import { usePlaceSearch } from '@/features/location/hooks/use-place-search';
import { MapView } from '@/features/location/map/map-view';
import { ZOOM, type LatLng } from '@/features/location/model';

/** Where the point is now and what the geocoder calls it. */
export interface PointChange {
  point: LatLng;
  /** The address found for the point, or null while it is looked up or when none was found. */
  address: string | null;
  /** The address is being looked up. */
  pending: boolean;
}

export interface PointChooserProps {
  /** Where the pin starts (an address being edited, else the delivery location). */
  start: LatLng;
  /** The customer searched a place or dragged the map. */
  onChange: (change: PointChange) => void;
}

/**
 * A place search over a map with a centre pin (zoom 0 to 22, from 17), for a form that needs a
 * point: choosing a place moves the pin there; dragging the map moves the point and clears the
 * place searched, and the point's address is looked up. The address form shows what it finds.
 */
export function PointChooser({ start, onChange }: PointChooserProps) {
  const [initial] = useState(() => ({ point: start, zoom: ZOOM.initial, address: null, zoneIds: null }));
  const choice = useLocationChoice(initial);
  const search = usePlaceSearch();
  const pending = choice.busy === 'address' || choice.busy === 'place';

  // Tell the form about every new point and its address, never about the start it already knows.
  const reported = useRef({ point: start, address: null as string | null, pending: false });
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  });
  const { point, address } = choice;
  useEffect(() => {
    const last = reported.current;
    if (last.point.lat === point.lat && last.point.lng === point.lng && last.address === address && last.pending === pending) return;
    reported.current = { point, address, pending };
    onChangeRef.current({ point, address, pending });
  }, [point, address, pending]);

  return (
    <Flex vertical gap="small">
      <PlaceSearch chosen={choice.place} {...search} onChoose={choice.choosePlace} />
      <MapView
        center={choice.point}
        zoom={choice.zoom}
        onCenterChange={choice.moveTo}
        onZoomChange={choice.setZoom}
        className="point-chooser__map"
      />
    </Flex>
  );
}
