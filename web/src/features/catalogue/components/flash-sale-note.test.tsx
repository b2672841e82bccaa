import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FlashSaleNote } from '@/features/catalogue/components/flash-sale-note';
import { formatSaleEnd } from '@/features/catalogue/flash-sale-time';
import { TestProviders } from '@/test/providers';

describe('FlashSaleNote', () => {
  it('says what is left and when the sale ends', () => {
    render(<FlashSaleNote item={{ flash_sale: 1, flash_sale_ends: '2030-11-28 20:00', stock: 1 }} />, { wrapper: TestProviders });
    expect(screen.getByText('1 left')).toBeInTheDocument();
    expect(screen.getByText(`Ends ${formatSaleEnd('2030-11-28 20:00', 'en')}`)).toBeInTheDocument();
  });

  it('says Out of Stock once the sale is sold out, and nothing out of a sale', () => {
    const { rerender } = render(<FlashSaleNote item={{ flash_sale: 1, flash_sale_ends: '2030-11-28 20:00', stock: 0 }} />, {
      wrapper: TestProviders,
    });
    expect(screen.getByText('Out of Stock')).toBeInTheDocument();
    rerender(<FlashSaleNote item={{ flash_sale: 0, flash_sale_ends: null, stock: 5 }} />);
    expect(screen.queryByText(/left|Ends|Out of Stock/)).toBeNull();
  });

  it("writes the end as the marketplace's wall-clock time, whatever the shopper's time zone", () => {
    expect(formatSaleEnd('2030-11-28 20:00', 'en')).toMatch(/Nov 28.*20:00/);
    expect(formatSaleEnd('2030-11-28 20:00', 'fr')).toMatch(/28 nov.*20:00/);
    expect(formatSaleEnd('soon', 'en')).toBe('soon');
  });
});
