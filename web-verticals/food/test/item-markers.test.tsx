import { verticalNamespace } from '@storefront/sdk';
import { cleanup, render, screen } from '@testing-library/react';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import vertical from '../src/index';
import ItemMarkers from '../src/item-markers';

beforeAll(async () => {
  await i18n.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { [verticalNamespace('food')]: vertical.resources.en } },
  });
});
afterEach(cleanup);

const flags = (veg: number, is_halal = 0, halal_tag_status = 0) => ({ veg, is_halal, halal_tag_status });

describe('food item markers', () => {
  it('marks veg and non-veg items when the marketplace turns the marks on', () => {
    render(<ItemMarkers item={flags(1)} vegNonVeg />);
    expect(screen.getByRole('img', { name: 'Veg' })).toBeTruthy();
    cleanup();
    render(<ItemMarkers item={flags(0)} vegNonVeg />);
    expect(screen.getByRole('img', { name: 'Non Veg' })).toBeTruthy();
  });

  it('shows no veg mark when the toggle is off', () => {
    const { container } = render(<ItemMarkers item={flags(1)} vegNonVeg={false} />);
    expect(container.innerHTML).toBe('');
  });

  it('shows halal only when both the store tag and the item flag are set', () => {
    render(<ItemMarkers item={flags(1, 1, 1)} vegNonVeg={false} />);
    expect(screen.getByRole('img', { name: 'This product is Halal' })).toBeTruthy();
    cleanup();
    render(<ItemMarkers item={flags(1, 1, 0)} vegNonVeg={false} />);
    expect(screen.queryByRole('img', { name: 'This product is Halal' })).toBeNull();
    cleanup();
    render(<ItemMarkers item={flags(1, 0, 1)} vegNonVeg={false} />);
    expect(screen.queryByRole('img', { name: 'This product is Halal' })).toBeNull();
  });

  it('is a slot of the food vertical', async () => {
    const loaded = await vertical.components.ItemMarkers?.();
    expect(loaded?.default).toBe(ItemMarkers);
  });
});
