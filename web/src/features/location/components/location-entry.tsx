import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LocationEntryView, type LocationEntryViewProps } from '@/features/location/components/location-entry-view';
import { useLocationChoice, type ChoiceStart } from '@/features/location/hooks/use-location-choice';
import { usePlaceSearch } from '@/features/location/hooks/use-place-search';
import { ZOOM } from '@/features/location/model';
import { useAtomValue, useSetAtom } from '@/shared/state/app-store';
import { hasLocationAtom, saveLocationAtom } from '@/shared/state/location';
import '@/features/location/components/location-entry.css';

/** No map here: the point only matters once a place or the device's position gives one. */
const START: ChoiceStart = { point: { lat: 0, lng: 0 }, zoom: ZOOM.initial, address: null, zoneIds: null };

/**
 * Where to deliver, straight from a page (the landing page's hero): a place typed or the device's position,
 * checked against the delivery zones (the location picker's steps, without its map), is saved and the
 * shopper goes to /home at once. A shopper who had a location already gets /home loaded afresh, as a change
 * from the header reloads.
 */
export function LocationEntry() {
  const { t } = useTranslation('location');
  const choice = useLocationChoice(START);
  const search = usePlaceSearch();
  const hasLocation = useAtomValue(hasLocationAtom);
  const [hadLocation] = useState(hasLocation);
  const saveLocation = useSetAtom(saveLocationAtom);
  const navigate = useNavigate();
  const gone = useRef(false);
  const { chosen, zone, problem: failure } = choice;

  useEffect(() => {
    if (!chosen || gone.current) return;
    gone.current = true;
    saveLocation(chosen);
    if (hadLocation) window.location.assign('/home');
    else void navigate('/home');
  }, [chosen, hadLocation, navigate, saveLocation]);

  // Why the place cannot be used: the position's words here, as no map is there to move.
  let problem: LocationEntryViewProps['problem'] = null;
  if (failure?.kind === 'position') problem = { title: t(`entry.position.${failure.reason}`) };
  else if (failure?.kind === 'request') problem = { title: failure.message ?? t('errors.generic') };
  else if (zone.status === 'outside') problem = { title: t('zone.outside'), text: t('entry.outsideHint') };
  else if (zone.status === 'failed') problem = { title: zone.message ?? t('errors.generic') };

  return (
    <LocationEntryView
      search={{ ...search, chosen: choice.place, onChoose: choice.choosePlace }}
      locating={choice.busy === 'position'}
      checking={choice.busy === 'place' || choice.busy === 'address' || zone.status === 'checking'}
      onLocate={choice.locate}
      problem={problem}
    />
  );
}
