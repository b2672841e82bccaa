import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ItemCard, type ItemCardProps } from '@/features/catalogue/components/item-card';
import { anItem, aFoodItem, EUROS } from '@/features/catalogue/test/fixtures';
import { TestProviders } from '@/test/providers';

/** Bring a pointer over the card: its actions are made then. */
const engage = () => userEvent.hover(screen.getByRole('article'));

function renderCard(props: Partial<ItemCardProps> = {}) {
  const item = props.item ?? anItem();
  return render(
    <MemoryRouter>
      <ItemCard href="/product/7?id=lemons-7&module_id=2" format={EUROS} {...props} item={item} />
    </MemoryRouter>,
    { wrapper: TestProviders },
  );
}

describe('ItemCard', () => {

  it('shows picture, name, store, rating and price', () => {
    renderCard();
    expect(screen.getByRole('heading', { level: 3, name: 'Lemons' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Lemons' })).toHaveAttribute('href', '/product/7?id=lemons-7&module_id=2');
    expect(screen.getByText('Épicerie du Marais')).toBeInTheDocument();
    expect(screen.getByText('Rated 4.60 out of 5 from 147 ratings')).toBeInTheDocument();
    expect(screen.getByText('€10.00')).toBeInTheDocument();
    expect(document.querySelector('img.item-card__image')).toHaveAttribute('src', '/media/item/lemons.webp');
  });

  it('says what its price is for, as the server names the unit (a vehicle rented by the hour)', () => {
    renderCard({ item: { ...anItem(), unit_type: 'hour' } });
    expect(screen.getByText('/ hour')).toBeInTheDocument();
  });

  it('names a medicine’s generic names on its store’s line', () => {
    renderCard({ item: anItem({ name: 'Doliprane', generic_name: ['paracetamol', 'caffeine'] }) });
    expect(screen.getByText('paracetamol, caffeine')).toHaveClass('item-card__generic');
  });

  it('shows the discounted price beside the struck-out original, and the discount badge', () => {
    renderCard({ item: anItem({ discount: 25, discount_type: 'percent', discounted_price: 7.5 }) });
    expect(screen.getByText('€7.50')).toBeInTheDocument();
    expect(screen.getByText('€10.00').closest('del')).not.toBeNull();
    expect(screen.getByText('-25%')).toBeInTheDocument();
  });

  it('writes an amount discount as money', () => {
    renderCard({ item: anItem({ price: 1.3, discount: 0.39, discount_type: 'amount', discounted_price: 0.91 }) });
    expect(screen.getByText('€0.91')).toBeInTheDocument();
    expect(screen.getByText('-€0.39')).toBeInTheDocument();
  });

  it('names its icon buttons with their tooltip labels', async () => {
    renderCard();
    await engage();
    expect(await screen.findByRole('button', { name: 'Quick View' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to wishlist' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('offers to remove a wishlisted item', async () => {
    renderCard({ wishlisted: true });
    await engage();
    expect(await screen.findByRole('button', { name: 'Remove from wishlist' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('gives its icon buttons a hint with their label (shown on hover and focus by CSS, drawn only)', async () => {
    renderCard();
    await engage();
    const button = await screen.findByRole('button', { name: 'Quick View' });
    const hint = screen.getByText('Quick View', { selector: '.hover-hint__tip' });
    expect(hint).toHaveAttribute('aria-hidden', 'true');
    expect(hint.parentElement).toContainElement(button);
  });

  it('marks a recommended item only when recommended is 1, with the Recommend hint', async () => {
    renderCard({ item: anItem({ recommended: 1 }) });
    await engage();
    // The badge gains its hint once the card actions' code has arrived.
    await waitFor(
      () => {
        const hint = screen.getByText('Recommend', { selector: '.hover-hint__tip' });
        expect(hint.parentElement).toContainElement(screen.getByText('Recommended'));
      },
      { timeout: 4000 },
    );
  });

  it('makes its actions only once a pointer or the keyboard reaches it', async () => {
    renderCard();
    expect(screen.queryByRole('button', { name: 'Quick View' })).toBeNull();
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Lemons' })).toHaveFocus();
    await screen.findByRole('button', { name: 'Quick View' });
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Quick View' })).toHaveFocus();
  });

  it('has no badge for an item without flags', () => {
    renderCard();
    expect(screen.queryByText('Recommended')).toBeNull();
    expect(screen.queryByText('Organic')).toBeNull();
    expect(screen.queryByText(/^-/)).toBeNull();
  });

  it('marks organic items', () => {
    renderCard({ item: anItem({ organic: 1 }) });
    expect(screen.getByText('Organic')).toBeInTheDocument();
  });

  it('shows Out of Stock for an item without stock', () => {
    renderCard({ item: anItem({ stock: 0 }) });
    expect(screen.getByText('Out of Stock')).toBeInTheDocument();
  });

  it("draws the cart state it is given on the picture, hover or not", () => {
    renderCard({ cart: <button type="button">Add to cart</button> });
    expect(screen.getByRole('button', { name: 'Add to cart' }).closest('.item-card__media')).not.toBeNull();
  });

  it("never calls an item out of stock where its module's policy counts no stock (food)", () => {
    renderCard({ item: aFoodItem({ stock: 0 }), countsStock: false });
    expect(screen.queryByText('Out of Stock')).toBeNull();
  });

  it('shows the markers it is given beside the name', () => {
    renderCard({ markers: <span data-testid="markers" /> });
    expect(screen.getByTestId('markers').closest('.item-card__title')).not.toBeNull();
  });

  it('reports its actions', async () => {
    const item = anItem();
    const calls = { onOpen: vi.fn(), onQuickView: vi.fn(), onToggleWishlist: vi.fn() };
    renderCard({ item, ...calls });
    await engage();
    await screen.findByRole('button', { name: 'Quick View' });
    await userEvent.click(screen.getByRole('link', { name: 'Lemons' }));
    await userEvent.click(screen.getByRole('button', { name: 'Quick View' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add to wishlist' }));
    for (const call of Object.values(calls)) expect(call).toHaveBeenCalledWith(item);
  });
});
