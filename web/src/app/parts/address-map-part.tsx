import { lazy, Suspense } from 'react';
import type { AddressMap, AddressParts } from '@/features/addresses/map-part';

// The place search and map load with the address modal, never with a page.
const PointChooser = lazy(() =>
  import(/* webpackChunkName: "point-chooser" */ '@/features/location/components/point-chooser').then((module) => ({ default: module.PointChooser })),
);

// The room they take once drawn (point-chooser.tsx): the search field (40px), the gap (8px) and the map
// (location.css), so the form below stays where it is when they arrive.
const PLACEHOLDER_STYLE = { height: 'calc(48px + max(220px, min(42vh, 360px)))' } as const;

/** The location feature's search and map as the address modal draws them (features never import each other: composed here). */
export const AddressMapPart: AddressMap = function AddressMapPart(props) {
  return (
    <Suspense fallback={<div style={PLACEHOLDER_STYLE} />}>
      <PointChooser {...props} />
    </Suspense>
  );
};

/** What the app gives the addresses feature. */
export const addressParts: AddressParts = { Map: AddressMapPart };
