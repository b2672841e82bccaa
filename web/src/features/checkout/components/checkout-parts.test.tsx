import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CouponField } from '@/features/checkout/components/coupon-field';
import { PaymentChoice } from '@/features/checkout/components/payment-choice';
import type { PaymentOffer } from '@/features/checkout/model/payment-selection';
import type { ActiveGateway } from '@/shared/api/money-config';
import { PriceBreakdown } from '@/shared/ui/price-breakdown';
import { TimeSlotPicker } from '@/features/checkout/components/time-slot-picker';
import { TestProviders } from '@/test/providers';

const euros = (amount: number) => `€${amount.toFixed(2)}`;

describe('the price breakdown', () => {
  it('shows the quote’s figures as given, discounts taken off and a free delivery said so', () => {
    render(
      <PriceBreakdown
        formatPrice={euros}
        amounts={{ subtotal: 1, itemDiscount: 0.03, storeDiscount: 0, couponDiscount: 0, tax: 0.1, deliveryFee: 0, extraFee: 0, total: 1.07, taxIncluded: false }}
      />,
      { wrapper: TestProviders },
    );
    const list = screen.getByLabelText('Price breakdown');
    expect(within(list).getByText('Subtotal').nextSibling).toHaveTextContent('€1.00');
    expect(within(list).getByText('Item discount').nextSibling).toHaveTextContent('− €0.03');
    expect(within(list).getByText('Delivery fee').nextSibling).toHaveTextContent('Free');
    expect(within(list).getByText('Total').nextSibling).toHaveTextContent('€1.07');
    expect(within(list).queryByText('Store discount')).toBeNull();
  });

  it('marks a tax included in the prices', () => {
    render(
      <PriceBreakdown
        formatPrice={euros}
        amounts={{ subtotal: 12, itemDiscount: 0, storeDiscount: 0, couponDiscount: 0, tax: 0.55, deliveryFee: 2, extraFee: 0, total: 14, taxIncluded: true }}
      />,
      { wrapper: TestProviders },
    );
    expect(screen.getByText('(included)')).toBeInTheDocument();
    expect(screen.getByText('Delivery fee').nextSibling).toHaveTextContent('+ €2.00');
  });

  it('names the extra fee as the server does, and leaves it out at zero', () => {
    const amounts = { subtotal: 12, itemDiscount: 0, storeDiscount: 0, couponDiscount: 0, tax: 0, deliveryFee: 2, extraFee: 1.5, total: 15.5, taxIncluded: false, extraFeeName: 'Service charge' };
    const { rerender } = render(<PriceBreakdown formatPrice={euros} amounts={amounts} />, { wrapper: TestProviders });
    expect(screen.getByText('Service charge').nextSibling).toHaveTextContent('+ €1.50');
    rerender(<PriceBreakdown formatPrice={euros} amounts={{ ...amounts, extraFeeName: null }} />);
    expect(screen.getByText('Extra fee').nextSibling).toHaveTextContent('+ €1.50');
    rerender(<PriceBreakdown formatPrice={euros} amounts={{ ...amounts, extraFee: 0, total: 14 }} />);
    expect(screen.queryByText('Service charge')).toBeNull();
    expect(screen.queryByText('Extra fee')).toBeNull();
  });
});

describe('the coupon field', () => {
  it('applies the trimmed code and shows the server’s refusal as given', async () => {
    const onApply = vi.fn();
    render(<CouponField applied={null} error="Coupon not found." busy={false} onApply={onApply} onRemove={vi.fn()} />, { wrapper: TestProviders });
    expect(screen.getByRole('alert')).toHaveTextContent('Coupon not found.');
    await userEvent.type(screen.getByRole('textbox', { name: 'Coupon code' }), '  SAVE5 ');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onApply).toHaveBeenCalledWith('SAVE5');
  });

  it('offers to remove the applied code', async () => {
    const onRemove = vi.fn();
    render(<CouponField applied="SAVE5" error={null} busy={false} onApply={vi.fn()} onRemove={onRemove} />, { wrapper: TestProviders });
    expect(screen.getByText('Coupon SAVE5 applied')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Remove/ }));
    expect(onRemove).toHaveBeenCalled();
  });
});

describe('the time slot picker', () => {
  // The marketplace's days (Thursday 26 November 2026 is today) and slots, as scheduleDays builds them.
  const slot = (day: string, clock: string) => ({ at: new Date(`${day}T${clock}:00+01:00`), clock, day });
  const days = [
    { day: { year: 2026, month: 10, day: 26 }, offset: 0, slots: [{ at: null, clock: null, day: '2026-11-26' }, slot('2026-11-26', '21:00')] },
    { day: { year: 2026, month: 10, day: 27 }, offset: 1, slots: [slot('2026-11-27', '09:00'), slot('2026-11-27', '09:30')] },
    { day: { year: 2026, month: 10, day: 29 }, offset: 3, slots: [slot('2026-11-29', '10:00')] },
  ];

  it('says so when the store takes no more orders today, or none all week with schedule orders', () => {
    const { rerender } = render(<TimeSlotPicker days={[]} value={null} onChange={vi.fn()} />, { wrapper: TestProviders });
    expect(screen.getByText('The store takes no more orders today.')).toBeInTheDocument();
    rerender(<TimeSlotPicker days={[]} scheduled value={null} onChange={vi.fn()} />);
    expect(screen.getByText('The store takes no orders in the next 7 days.')).toBeInTheDocument();
  });

  it('labels the first slot Now and answers a later one by its day and start', async () => {
    const onChange = vi.fn();
    render(<TimeSlotPicker days={days.slice(0, 1)} value="now" onChange={onChange} />, { wrapper: TestProviders });
    expect(screen.getByText('Now')).toBeInTheDocument();
    // One day only: no day choice.
    expect(screen.queryByRole('combobox', { name: 'Delivery day' })).toBeNull();
    await userEvent.click(screen.getByRole('combobox', { name: 'Delivery time' }));
    await userEvent.click(await screen.findByTitle('21:00'));
    expect(onChange).toHaveBeenCalledWith('2026-11-26 21:00');
    vi.unstubAllGlobals();
  });

  it('offers Today, Tomorrow and later days by name; another day picks its first slot', async () => {
    const onChange = vi.fn();
    render(<TimeSlotPicker days={days} value="now" onChange={onChange} />, { wrapper: TestProviders });
    expect(screen.getByText('Today')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('combobox', { name: 'Delivery day' }));
    expect(await screen.findByTitle('Tomorrow')).toBeInTheDocument();
    expect(screen.getByTitle('Sun, Nov 29')).toBeInTheDocument();
    await userEvent.click(screen.getByTitle('Tomorrow'));
    expect(onChange).toHaveBeenCalledWith('2026-11-27 09:00');
    vi.unstubAllGlobals();
  });

  it('shows the slots of the chosen slot’s day', () => {
    render(<TimeSlotPicker days={days} value="2026-11-27 09:30" onChange={vi.fn()} />, { wrapper: TestProviders });
    expect(screen.getByText('Tomorrow')).toBeInTheDocument();
    expect(screen.getByText('09:30')).toBeInTheDocument();
  });
});

describe('the payment choice', () => {
  const none: PaymentOffer = { cashOnDelivery: false, wallet: false, gateways: [], partial: null };
  const demo: ActiveGateway = { gateway: 'demo', gateway_title: 'Demo payment', gateway_image: '' };
  const money = (amount: number) => `€${amount.toFixed(2)}`;

  it('shows only the methods that are on: cash on delivery, the wallet with its balance, one option per gateway', () => {
    const { rerender } = render(<PaymentChoice value={null} onChange={vi.fn()} offer={{ ...none, cashOnDelivery: true }} formatPrice={money} />, {
      wrapper: TestProviders,
    });
    expect(screen.getByRole('radio', { name: /Cash on delivery/ })).toBeInTheDocument();
    expect(screen.getAllByRole('radio')).toHaveLength(1);
    rerender(<PaymentChoice value={null} onChange={vi.fn()} offer={none} formatPrice={money} />);
    expect(screen.queryByRole('radio')).toBeNull();
    rerender(
      <PaymentChoice
        value={null}
        onChange={vi.fn()}
        offer={{ ...none, wallet: true, gateways: [demo, { gateway: 'stripe', gateway_title: 'Stripe', gateway_image: '' }] }}
        figures={{ walletBalance: 30, total: 20, walletPays: null, restToPay: null }}
        formatPrice={money}
      />,
    );
    expect(screen.getByRole('radio', { name: /Wallet.*Balance €30\.00/ })).toBeEnabled();
    expect(screen.getByRole('radio', { name: /Demo payment/ })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Stripe/ })).toBeInTheDocument();
  });

  it('offers a partial payment only while the wallet holds something but less than the total', () => {
    const offer: PaymentOffer = { ...none, cashOnDelivery: true, wallet: true, partial: 'both' };
    const { rerender } = render(
      <PaymentChoice value={null} onChange={vi.fn()} offer={offer} figures={{ walletBalance: 5, total: 20, walletPays: null, restToPay: null }} formatPrice={money} />,
      { wrapper: TestProviders },
    );
    expect(screen.getByRole('radio', { name: /Wallet and another method/ })).toBeInTheDocument();
    for (const walletBalance of [0, 20, 30]) {
      rerender(<PaymentChoice value={null} onChange={vi.fn()} offer={offer} figures={{ walletBalance, total: 20, walletPays: null, restToPay: null }} formatPrice={money} />);
      expect(screen.queryByRole('radio', { name: /Wallet and another method/ })).toBeNull();
    }
    // Off in the configuration: never.
    rerender(<PaymentChoice value={null} onChange={vi.fn()} offer={{ ...offer, partial: null }} figures={{ walletBalance: 5, total: 20, walletPays: null, restToPay: null }} formatPrice={money} />);
    expect(screen.queryByRole('radio', { name: /Wallet and another method/ })).toBeNull();
  });
});
