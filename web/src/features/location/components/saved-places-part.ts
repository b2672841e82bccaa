import type { ComponentType } from 'react';
import type { ChosenLocation } from '@/shared/state/location';

/** Places the app offers above the map (the customer's saved addresses); choosing one confirms it. */
export type SavedPlacesPart = ComponentType<{ onChoose: (location: ChosenLocation) => void }>;
