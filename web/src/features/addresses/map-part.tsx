import { createContext, useContext, type ComponentType } from 'react';

/** A point on the map, in decimal degrees. */
export interface MapPoint {
  lat: number;
  lng: number;
}

/** What the address modal's map tells it: the point under the pin and the address found for it. */
export interface AddressMapChange {
  point: MapPoint;
  address: string | null;
  pending: boolean;
}

/** The map the address modal draws (the location feature's place search and map with a centre pin). */
export type AddressMap = ComponentType<{ start: MapPoint; onChange: (change: AddressMapChange) => void }>;

/** The parts the app gives the addresses feature. */
export interface AddressParts {
  Map: AddressMap;
}

const AddressPartsContext = createContext<AddressParts | null>(null);

/** Provide the map to the address modal (a feature may not import another: the app composes it). */
export const AddressPartsProvider = AddressPartsContext.Provider;

/** The parts the app provides, or null (the modal then asks for the address in words only). */
export function useAddressParts(): AddressParts | null {
  return useContext(AddressPartsContext);
}
