import { Flex, Modal, Spin } from 'antd';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useMapSettings, type MapSettings } from '@/features/location/api/get-map-settings';
import { useZonePolygons } from '@/features/location/api/get-zones';
import type { SavedPlacesPart } from '@/features/location/components/saved-places-part';
import { LocationPickerView } from '@/features/location/components/location-picker-view';
import { useLocationChoice, type ChoiceStart } from '@/features/location/hooks/use-location-choice';
import { usePlaceSearch } from '@/features/location/hooks/use-place-search';
import { MapFrame } from '@/features/location/map/map-frame';
import { initialZoom, moduleServesZones, ZOOM } from '@/features/location/model';
import { useAtom, useAtomValue, useSetAtom } from '@/shared/state/app-store';
import { chosenModuleAtom } from '@/shared/state/chosen-module';
import { locationPickerAtom } from '@/shared/state/dialogs';
import { chosenLocationAtom, hasLocationAtom, saveLocationAtom, type ChosenLocation } from '@/shared/state/location';
import { focusPageWhenLost } from '@/shared/ui/focus-return';

export interface LocationPickerDialogProps {
  /** How the page reloads after a change from the header (replaced in tests). */
  reload?: () => void;
  /** Places offered above the map (the app's saved addresses for a customer). */
  savedPlaces?: SavedPlacesPart;
}

/** The location picker dialog, opened through locationPickerAtom; each opening starts afresh. */
export default function LocationPickerDialog({ reload = () => window.location.reload(), savedPlaces }: LocationPickerDialogProps) {
  const { t } = useTranslation('location');
  const [picker, setPicker] = useAtom(locationPickerAtom);
  const close = () => setPicker({ open: false, reason: picker.reason });
  return (
    // A location confirmed on the landing page goes on to the home page: the module tile that opened
    // the picker is gone then, and the focus goes to the new page's heading.
    <Modal open={picker.open} onCancel={close} afterClose={focusPageWhenLost} footer={null} title={t('picker.title')} width={640} centered destroyOnHidden>
      <PickerSession required={picker.reason === 'required'} onClose={close} reload={reload} savedPlaces={savedPlaces} />
    </Modal>
  );
}

interface SessionProps {
  required: boolean;
  onClose: () => void;
  reload: () => void;
  savedPlaces?: SavedPlacesPart;
}

/** Waits for the configuration (map key, default location), then starts from the stored location. */
function PickerSession(props: SessionProps) {
  const { t } = useTranslation('location');
  const { settings, error } = useMapSettings();
  const stored = useAtomValue(chosenLocationAtom);
  if (!settings && !error) {
    return (
      <Flex justify="center" className="location-picker__loading" role="status" aria-label={t('picker.loading')}>
        <Spin />
      </Flex>
    );
  }
  const known = settings ?? { mapApiKey: '', defaultLocation: null };
  return <PickerContent {...props} settings={known} stored={validStored(stored)} />;
}

function validStored(stored: ChosenLocation | null): ChosenLocation | null {
  return stored && Number.isFinite(stored.lat) && Number.isFinite(stored.lng) ? stored : null;
}

function startOf(stored: ChosenLocation | null, settings: MapSettings): ChoiceStart {
  if (stored) {
    return { point: { lat: stored.lat, lng: stored.lng }, zoom: ZOOM.initial, address: stored.address, zoneIds: stored.zoneIds };
  }
  // No location yet: open on the marketplace's default location with its delivery zones drawn.
  return { point: settings.defaultLocation ?? { lat: 0, lng: 0 }, zoom: initialZoom(true), address: null, zoneIds: null };
}

function PickerContent({ required, onClose, reload, savedPlaces: SavedPlaces, settings, stored }: SessionProps & { settings: MapSettings; stored: ChosenLocation | null }) {
  const [start] = useState(() => startOf(stored, settings));
  const choice = useLocationChoice(start);
  const zones = useZonePolygons(stored === null);
  const search = usePlaceSearch();
  const hadLocation = useAtomValue(hasLocationAtom);
  const chosenModule = useAtomValue(chosenModuleAtom);
  const saveLocation = useSetAtom(saveLocationAtom);
  const navigate = useNavigate();
  const { pathname } = useLocation();

  const { zone } = choice;
  const moduleNotServing =
    chosenModule && zone.status === 'inside' && !moduleServesZones(chosenModule, zone.zoneIds)
      ? chosenModule.module_name
      : null;

  // SPEC.md: save address, coordinates and zone ids, then reload (a change from the header) or close.
  const confirm = (location: ChosenLocation | null = choice.chosen) => {
    if (!location) return;
    saveLocation(location);
    onClose();
    if (!hadLocation && pathname === '/') void navigate('/home');
    else if (!required) reload();
  };

  return (
    <LocationPickerView
      required={required}
      savedPlaces={
        SavedPlaces ? (
          <Suspense fallback={null}>
            <SavedPlaces onChoose={confirm} />
          </Suspense>
        ) : null
      }
      search={{ ...search, chosen: choice.place, onChoose: choice.choosePlace }}
      map={
        <MapFrame
          mapApiKey={settings.mapApiKey}
          center={choice.point}
          zoom={choice.zoom}
          onCenterChange={choice.moveTo}
          onZoomChange={choice.setZoom}
          zones={zones}
        />
      }
      locating={choice.busy === 'position'}
      onLocate={choice.locate}
      address={choice.address}
      addressPending={choice.busy === 'address' || choice.busy === 'place'}
      zone={zone}
      moduleNotServing={moduleNotServing}
      problem={choice.problem}
      canConfirm={choice.chosen !== null}
      onConfirm={() => confirm()}
    />
  );
}
