import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MapView } from '@/features/location';
import { chooseMapEngine } from '@/features/location/map/types';
import { fakeApi } from '@/test/fake-api';
import { TestProviders } from '@/test/providers';

const PARIS = { lat: 48.8566, lng: 2.3522 };
const config = (mapApiKey: string) => ({
  '/api/v1/config': { body: { map_api_key: mapApiKey, default_location: PARIS } },
});

describe('chooseMapEngine', () => {
  it('takes Google Maps only when a map key is configured', () => {
    expect(chooseMapEngine('AIza-key')).toBe('google');
    expect(chooseMapEngine('')).toBe('leaflet');
    expect(chooseMapEngine('  ')).toBe('leaflet');
    expect(chooseMapEngine(undefined)).toBe('leaflet');
  });
});

describe('MapView', () => {
  it('draws the OpenStreetMap map when the configuration has no map key', async () => {
    fakeApi(config(''));
    const { container } = render(<MapView defaultCenter={PARIS} />, { wrapper: TestProviders });

    expect(await screen.findByText('48.85660, 2.35220')).toBeInTheDocument();
    expect(container.querySelector('[data-map-engine]')).toHaveAttribute('data-map-engine', 'leaflet');
    await vi.waitFor(() => expect(container.querySelector('.leaflet-container')).not.toBeNull());
  });

  it('draws Google Maps when the configuration has a map key', async () => {
    fakeApi(config('AIza-key'));
    const { container } = render(<MapView defaultCenter={PARIS} />, { wrapper: TestProviders });

    expect(await screen.findByText('48.85660, 2.35220')).toBeInTheDocument();
    expect(container.querySelector('[data-map-engine]')).toHaveAttribute('data-map-engine', 'google');
    expect(container.querySelector('.leaflet-container')).toBeNull();
  });

  it('zooms with its buttons from 17, within 0 to 22', async () => {
    const onZoomChange = vi.fn();
    render(<MapView mapApiKey="" defaultCenter={PARIS} zoom={22} onZoomChange={onZoomChange} />, {
      wrapper: TestProviders,
    });

    expect(await screen.findByRole('button', { name: /Zoom in/ })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: /Zoom out/ }));
    expect(onZoomChange).toHaveBeenCalledWith(21);
  });
});
