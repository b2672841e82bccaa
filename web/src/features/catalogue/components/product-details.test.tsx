import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ProductDetails, type ProductDetailsProps } from '@/features/catalogue/components/product-details';
import { stubResizeObserver } from '@/features/catalogue/test/dom';
import { anItem, EUROS } from '@/features/catalogue/test/fixtures';
import { TestProviders } from '@/test/providers';

const NOON = new Date('2026-06-01T12:00:00');

function renderDetails(props: Partial<ProductDetailsProps> = {}) {
  return render(
    <MemoryRouter>
      <ProductDetails item={anItem()} format={EUROS} storeLabel="store" now={NOON} {...props} />
    </MemoryRouter>,
    { wrapper: TestProviders },
  );
}

const LONG = 'Fresh lemons picked by hand on the slopes of Etna, unwaxed and full of juice, the kind you zest into a cake or squeeze over fish, sold by the kilo.';

describe('ProductDetails', () => {
  beforeEach(stubResizeObserver);

  it('shows the name, the store in the module words, and the price', () => {
    renderDetails({ storeLabel: 'restaurant', storeHref: '/store/3' });
    expect(screen.getByRole('heading', { level: 1, name: 'Lemons' })).toBeInTheDocument();
    expect(screen.getByText(/Restaurant:/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Épicerie du Marais' })).toHaveAttribute('href', '/store/3');
    expect(screen.getByText('€10.00')).toBeInTheDocument();
  });

  it('shows the discount badge and the discounted price beside the struck-out original', () => {
    renderDetails({ item: anItem({ discount: 20, discount_type: 'percent' }) });
    expect(screen.getByText('-20% off')).toBeInTheDocument();
    expect(screen.getByText('€8.00')).toBeInTheDocument();
    expect(screen.getByText('€10.00').closest('del')).not.toBeNull();
  });

  it('shows the rating badge with the configured decimals', () => {
    renderDetails();
    expect(screen.getByRole('img', { name: 'Rated 4.60 out of 5 from 147 ratings' })).toBeInTheDocument();
  });

  it('clamps a long description at 130 characters, with read more and show less', async () => {
    renderDetails({ item: anItem({ description: LONG }) });
    expect(screen.queryByText(LONG)).toBeNull();
    expect(screen.getByText(`${LONG.slice(0, 130).trimEnd()}…`)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Read more' }));
    expect(screen.getByText(LONG)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show less' }));
    expect(screen.queryByText(LONG)).toBeNull();
  });

  it('offers Buy Now and Add to Cart inside the available window', async () => {
    const onBuyNow = vi.fn();
    const onAddToCart = vi.fn();
    const item = anItem({ available_time_starts: '08:00', available_time_ends: '20:00' });
    renderDetails({ item, onBuyNow, onAddToCart });
    await userEvent.click(screen.getByRole('button', { name: 'Buy Now' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(onBuyNow).toHaveBeenCalledWith(item);
    expect(onAddToCart).toHaveBeenCalledWith(item);
  });

  it("says 'Not Available now' with the time range outside the window", () => {
    renderDetails({ item: anItem({ available_time_starts: '18:00', available_time_ends: '23:00' }) });
    expect(screen.getByText('Not Available now')).toBeInTheDocument();
    expect(screen.getByText('Available from 18:00 to 23:00')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add to Cart' })).toBeNull();
  });

  it('keeps the buttons outside the window when the item takes scheduled orders', () => {
    renderDetails({ item: anItem({ available_time_starts: '18:00', available_time_ends: '23:00', schedule_order: 1 }) });
    expect(screen.queryByText('Not Available now')).toBeNull();
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeInTheDocument();
  });

  it("shows 'Out of Stock' instead of the buttons", () => {
    renderDetails({ item: anItem({ stock: 0 }) });
    expect(screen.getByRole('button', { name: 'Out of Stock' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Add to Cart' })).toBeNull();
  });

  it("notes 'prescription is required' for prescription items only", () => {
    renderDetails({ item: anItem({ is_prescription_required: 1 }) });
    expect(screen.getByText('prescription is required')).toBeInTheDocument();
  });

  it('has no prescription note for other items', () => {
    renderDetails();
    expect(screen.queryByText('prescription is required')).toBeNull();
  });

  it('offers a single Order Now on a campaign item', async () => {
    const onOrderNow = vi.fn();
    renderDetails({ item: anItem({ isCampaignItem: true, available_date_starts: '2026-05-01' }), onOrderNow });
    await userEvent.click(screen.getByRole('button', { name: 'Order Now' }));
    expect(onOrderNow).toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Buy Now' })).toBeNull();
  });

  it('shows food variations, add-ons and the quantity read-only', () => {
    const item = anItem({
      food_variations: [
        {
          name: 'Size',
          type: 'multi',
          required: 'on',
          min: 1,
          max: 2,
          values: [
            { label: 'Small', optionPrice: 0 },
            { label: 'Large', optionPrice: 1.5 },
          ],
        },
      ],
      add_ons: [{ id: 1, store_id: 3, name: 'Cheese', price: 0.5 }],
    });
    renderDetails({ item });
    expect(screen.getByText('Size')).toBeInTheDocument();
    expect(screen.getByText('(Required)')).toBeInTheDocument();
    expect(
      screen.getByText('This Variation needs to be selected in between minimum 1 and Maximum 2 items.'),
    ).toBeInTheDocument();
    expect(screen.getByText('free')).toBeInTheDocument();
    expect(screen.getByText('+€1.50')).toBeInTheDocument();
    expect(screen.getByText('Cheese')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
  });

  it('switches the wishlist control between add and remove', async () => {
    const onToggleWishlist = vi.fn();
    const { rerender } = renderDetails({ onToggleWishlist });
    await userEvent.click(screen.getByRole('button', { name: 'Add to wishlist' }));
    expect(onToggleWishlist).toHaveBeenCalled();
    rerender(
      <MemoryRouter>
        <ProductDetails item={anItem()} format={EUROS} storeLabel="store" now={NOON} wishlisted />
      </MemoryRouter>,
    );
    expect(screen.getByRole('button', { name: 'Remove from wishlist' })).toBeInTheDocument();
  });
});
