import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAtomValue } from '@/shared/state/app-store';
import { locationPickerAtom } from '@/shared/state/dialogs';
import type { SavedPlacesPart } from '@/features/location/components/saved-places-part';

export type { SavedPlacesPart };

const loadDialog = () =>
  import(/* webpackChunkName: "location-picker" */ '@/features/location/components/location-picker-dialog');
const LocationPickerDialog = lazy(loadDialog);
// Shown only while the dialog's code arrives: not worth a place in every page's first load.
const Spin = lazy(() => import(/* webpackChunkName: "spin" */ 'antd/es/spin'));

/** Fetch the picker's code ahead of a likely click (pointer over the location button). */
export function preloadLocationPicker(): void {
  void loadDialog();
}

const LOADING_STYLE = { position: 'fixed', inset: 0, zIndex: 1000, display: 'grid', placeItems: 'center' } as const;

/**
 * The location picker dialog, mounted once by the app layout and opened through locationPickerAtom.
 * Its code (antd's Modal and Select, the maps) loads on the first opening, never with the page.
 */
export function LocationPicker({ savedPlaces, reload }: { savedPlaces?: SavedPlacesPart; reload?: () => void }) {
  const { open } = useAtomValue(locationPickerAtom);
  const [wanted, setWanted] = useState(open);
  if (open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={open ? <PickerLoading /> : null}>
      <LocationPickerDialog savedPlaces={savedPlaces} reload={reload} />
    </Suspense>
  );
}

/** While the picker's code arrives: a spinner over the page, so the click is seen to work. */
function PickerLoading() {
  // The shell's words: the picker's own namespace arrives with its code, after this spinner.
  const { t } = useTranslation('shell');
  return (
    <div style={LOADING_STYLE} role="status" aria-label={t('location.loading')}>
      <Suspense fallback={null}>
        <Spin size="large" />
      </Suspense>
    </div>
  );
}
