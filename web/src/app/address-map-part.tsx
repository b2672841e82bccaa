import { lazy, Suspense } from 'react';
import type { AddressMap, AddressParts } from '@/features/addresses/map-part';

// The place search and map load with the address modal, never with a page.
const PointChooser = lazy(() =>
  import(/* webpackChunkName: "point-chooser" */ '@/features/location/components/point-chooser').then((module) => ({ default: module.PointChooser })),
);

const PLACEHOLDER_STYLE = { minHeight: 280 } as const;

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
