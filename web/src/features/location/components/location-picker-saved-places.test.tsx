import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import LocationPickerDialog from '@/features/location/components/location-picker-dialog';
import type { SavedPlacesPart } from '@/features/location/components/location-picker';
import { useSetAtom } from '@/shared/state/app-store';
import { locationPickerAtom } from '@/shared/state/dialogs';
import { fakeApi } from '@/test/fake-api';
import { TestProviders } from '@/test/providers';

const SAVED = { address: '40 Rue Daguerre, 75014 Paris, France', lat: 48.834, lng: 2.3264, zoneIds: [2], addressId: 7 };

/** The app's saved addresses, as a button that picks one. */
const SavedPlaces: SavedPlacesPart = ({ onChoose }) => (
  <button type="button" onClick={() => onChoose(SAVED)}>
    pick the office
  </button>
);

function Opener() {
  const open = useSetAtom(locationPickerAtom);
  useEffect(() => open({ open: true, reason: 'change' }), [open]);
  return null;
}

describe('the location picker with saved places', () => {

  it('saves a saved place picked as the delivery location, under every key, and reloads', async () => {
    fakeApi({ '/api/v1/config': { body: { map_api_key: '', default_location: { lat: 48.8566, lng: 2.3522 } } }, '/api/v1/zone/list': { body: [] } });
    const reload = vi.fn();
    render(
      <MemoryRouter initialEntries={['/home']}>
        <Opener />
        <LocationPickerDialog reload={reload} savedPlaces={SavedPlaces} />
      </MemoryRouter>,
      { wrapper: TestProviders },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'pick the office' }));
    expect(JSON.parse(window.localStorage.getItem('location') ?? 'null')).toEqual(SAVED);
    expect(JSON.parse(window.localStorage.getItem('zoneid') ?? 'null')).toEqual([2]);
    expect(JSON.parse(window.localStorage.getItem('currentLatLng') ?? 'null')).toEqual({ lat: 48.834, lng: 2.3264 });
    expect(reload).toHaveBeenCalled();
  });
});
