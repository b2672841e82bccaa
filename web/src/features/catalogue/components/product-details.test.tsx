import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ProductDetails, type ProductDetailsProps } from '@/features/catalogue/components/product-details';
import { anItem, EUROS } from '@/features/catalogue/test/fixtures';
import { TestProviders } from '@/test/providers';

// The wishlist hint's chunk arrives when a test lets it: a slow phone's network.
const hintChunk = vi.hoisted(() => {
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  return { arrived, arrive };
});
vi.mock('@/features/catalogue/components/item-card-actions', async (importOriginal) => {
  await hintChunk.arrived;
  return importOriginal();
});

function renderDetails(props: Partial<ProductDetailsProps> = {}) {
  return render(
    <MemoryRouter>
      <ProductDetails item={anItem()} format={EUROS} storeLabel="store" {...props} />
    </MemoryRouter>,
    { wrapper: TestProviders },
  );
}

const LONG = 'Fresh lemons picked by hand on the slopes of Etna, unwaxed and full of juice, the kind you zest into a cake or squeeze over fish, sold by the kilo.';

describe('ProductDetails', () => {

  it('shows the name, the store in the module words, and the price', () => {
    renderDetails({ storeLabel: 'restaurant', storeHref: '/store/3' });
    expect(screen.getByRole('heading', { level: 1, name: 'Lemons' })).toBeInTheDocument();
    expect(screen.getByText(/Restaurant:/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Épicerie du Marais' })).toHaveAttribute('href', '/store/3');
    expect(screen.getByText('€10.00')).toBeInTheDocument();
  });

  it('shows the discount badge and the discounted price beside the struck-out original', () => {
    renderDetails({ item: anItem({ discount: 20, discount_type: 'percent', discounted_price: 8 }) });
    expect(screen.getByText('-20%')).toBeInTheDocument();
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

  it('draws the choosing part it is given under the description', () => {
    renderDetails({ purchase: <button type="button">Add to Cart</button> });
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeInTheDocument();
  });

  it("notes 'prescription is required' for prescription items only", () => {
    renderDetails({ item: anItem({ is_prescription_required: 1 }) });
    expect(screen.getByText('prescription is required')).toBeInTheDocument();
  });

  it('has no prescription note for other items', () => {
    renderDetails();
    expect(screen.queryByText('prescription is required')).toBeNull();
  });

  it('switches the wishlist control between add and remove', async () => {
    const onToggleWishlist = vi.fn();
    const { rerender } = renderDetails({ onToggleWishlist });
    await userEvent.click(screen.getByRole('button', { name: 'Add to wishlist' }));
    expect(onToggleWishlist).toHaveBeenCalled();
    rerender(
      <MemoryRouter>
        <ProductDetails item={anItem()} format={EUROS} storeLabel="store" wishlisted />
      </MemoryRouter>,
    );
    expect(screen.getByRole('button', { name: 'Remove from wishlist' })).toBeInTheDocument();
  });

  it('keeps a press on the wishlist button begun before its hint’s code arrived and ended after', async () => {
    const onToggleWishlist = vi.fn();
    renderDetails({ onToggleWishlist });
    const heart = screen.getByRole('button', { name: 'Add to wishlist' });
    await act(async () => {
      fireEvent.pointerDown(heart);
      fireEvent.mouseDown(heart);
      heart.focus();
    });
    await act(async () => hintChunk.arrive());
    // The pointer comes up where it went down.
    await act(async () => {
      fireEvent.pointerUp(heart);
      fireEvent.mouseUp(heart);
      fireEvent.click(heart);
    });

    expect(onToggleWishlist).toHaveBeenCalledTimes(1);
    // Its hint has come, and the keyboard goes on from the button.
    expect(await screen.findByText('Add to wishlist', { selector: '.hover-hint__tip' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to wishlist' })).toHaveFocus();
  });
});
