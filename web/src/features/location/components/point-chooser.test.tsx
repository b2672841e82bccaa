import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PointChooser } from '@/features/location/components/point-chooser';
import { fakeApi } from '@/test/fake-api';
import { TestProviders } from '@/test/providers';

const RIVOLI = {
  place_id: 'demo:2',
  description: '120 Rue de Rivoli, 75001 Paris, France',
  structured_formatting: { main_text: '120 Rue de Rivoli', secondary_text: '75001 Paris, France' },
};

describe('PointChooser (the address modal’s map)', () => {

  it('moves the pin to a place searched and reports its point and address, never the start', async () => {
    fakeApi({
      '/api/v1/config': { body: { map_api_key: '', default_location: { lat: 48.8566, lng: 2.3522 } } },
      '/api/v1/config/place-api-autocomplete': { body: { predictions: [RIVOLI], status: 'OK' } },
      '/api/v1/config/place-api-details': {
        body: { result: { ...RIVOLI, name: '120 Rue de Rivoli', formatted_address: RIVOLI.description, geometry: { location: { lat: 48.8606, lng: 2.3444 } } }, status: 'OK' },
      },
      '/api/v1/config/get-zone-id': { body: { zone_id: '[1]', zone_data: [] } },
    });
    const onChange = vi.fn();
    render(<PointChooser start={{ lat: 48.85, lng: 2.35 }} onChange={onChange} />, { wrapper: TestProviders });
    expect(await screen.findByText('48.85000, 2.35000')).toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
    await userEvent.type(screen.getByRole('combobox', { name: 'Search for a place or an address' }), 'Rivoli');
    await userEvent.click(await screen.findByText('120 Rue de Rivoli'));
    await vi.waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith({ point: { lat: 48.8606, lng: 2.3444 }, address: RIVOLI.description, pending: false }),
    );
    expect(await screen.findByText('48.86060, 2.34440')).toBeInTheDocument();
  });
});
