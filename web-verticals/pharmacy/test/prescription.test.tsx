import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import vertical from '../src/index';
import PrescriptionOrder from '../src/pages/prescription-order';
import OrderWithPrescription from '../src/prescription/order-with-prescription';
import { NO_PRESCRIPTIONS, pageProps, TAKES_PRESCRIPTIONS } from '../src/prescription/story-data';

const fresh = ({ children }: { children: ReactNode }) => <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>;

describe('the pharmacy vertical', () => {
  it('offers the page action and its page under its route prefix', () => {
    expect(Object.keys(vertical.components).sort()).toEqual(['ModuleIntro', 'PageAction']);
    expect(vertical.routes?.map((route) => route.path)).toEqual(['prescription-order']);
  });
});

describe('Order with prescription', () => {
  it('leads from the module home to the choice of a pharmacy', async () => {
    const navigate = vi.fn();
    render(<OrderWithPrescription moduleId={3} store={null} navigate={navigate} />);
    await userEvent.click(screen.getByRole('button', { name: 'Order with prescription' }));
    expect(navigate).toHaveBeenCalledWith('/pharmacy/prescription-order');
  });

  it("leads from a pharmacy's page to its checkout of prescription images", async () => {
    const navigate = vi.fn();
    render(<OrderWithPrescription moduleId={3} store={TAKES_PRESCRIPTIONS} navigate={navigate} />);
    await userEvent.click(screen.getByRole('button', { name: 'Order with prescription' }));
    expect(navigate).toHaveBeenCalledWith('/checkout?page=prescription&store_id=21');
  });

  it('is not offered by a pharmacy that takes no prescription order', () => {
    render(<OrderWithPrescription moduleId={3} store={NO_PRESCRIPTIONS} navigate={vi.fn()} />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('the choice of a pharmacy', () => {
  it('lists only the pharmacies that take prescription orders, each leading to its checkout', async () => {
    const navigate = vi.fn();
    const fetchApi = vi.fn(async () => (await import('../src/prescription/story-data')).STORY_STORES);
    render(<PrescriptionOrder {...pageProps({ navigate, fetchApi: fetchApi as never })} />, { wrapper: fresh });
    expect(await screen.findByRole('button', { name: 'Send my prescription to Green Cross Pharmacy' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send my prescription to Night Pharmacy' })).toBeInTheDocument();
    expect(screen.queryByText('Corner Drugstore')).toBeNull();
    expect(fetchApi).toHaveBeenCalledWith('/api/v1/stores/latest?offset=1&limit=50');
    await userEvent.click(screen.getByRole('button', { name: 'Send my prescription to Night Pharmacy' }));
    expect(navigate).toHaveBeenCalledWith('/checkout?page=prescription&store_id=23');
  });

  it('says when no pharmacy near the shopper takes them', async () => {
    render(<PrescriptionOrder {...pageProps({ answer: async () => ({ stores: [NO_PRESCRIPTIONS] }) })} />, { wrapper: fresh });
    expect(await screen.findByText('No pharmacy near you takes prescription orders now.')).toBeInTheDocument();
  });

  it('offers to retry when the list cannot be loaded', async () => {
    let calls = 0;
    const answer = async () => {
      calls += 1;
      if (calls === 1) throw new Error('Service unavailable');
      return { stores: [{ id: 21, name: 'Green Cross Pharmacy', address: null, prescription_order: 1 }] };
    };
    render(<PrescriptionOrder {...pageProps({ answer })} />, { wrapper: ({ children }) => <SWRConfig value={{ provider: () => new Map(), shouldRetryOnError: false }}>{children}</SWRConfig> });
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send my prescription to Green Cross Pharmacy' })).toBeInTheDocument());
  });

  it('offers to switch to the pharmacy module from another one', async () => {
    const choose = vi.fn();
    const fetchApi = vi.fn();
    render(<PrescriptionOrder {...pageProps({ chosen: false, choose, fetchApi: fetchApi as never })} />, { wrapper: fresh });
    await userEvent.click(screen.getByRole('button', { name: 'Go to Pharmacy' }));
    expect(choose).toHaveBeenCalled();
    expect(fetchApi).not.toHaveBeenCalled();
  });
});
