import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import StoreChatEntry from '@/app/parts/store-chat-entry';
import { CONVERSATIONS, conversationPage } from '@/features/conversations/test/fixtures';
import { fakeApi } from '@/test/fake-api';
import { TestProviders } from '@/test/providers';

const order = (id: number, storeId: number, status: string) => ({ id, store_id: storeId, order_status: status, status_history: [] });
const page = (orders: unknown[]) => ({ total_size: orders.length, limit: 10, offset: 1, orders });

function draw() {
  render(
    <MemoryRouter>
      <StoreChatEntry storeId={3} />
    </MemoryRouter>,
    { wrapper: TestProviders },
  );
}

describe('the store page’s chat entry', () => {
  it('shows while the customer has a running order with the store', async () => {
    fakeApi({
      '/api/v1/customer/order/list': (request) => ({
        body: new URL(request.url).searchParams.get('type') === 'running' ? page([order(8, 3, 'confirmed')]) : page([]),
      }),
      '/api/v1/customer/message/list': { body: conversationPage([]) },
    });
    draw();
    expect(await screen.findByRole('button', { name: 'Chat with the store' })).toBeInTheDocument();
  });

  it('shows for a conversation with the store that is still open, and not for another store’s order', async () => {
    fakeApi({
      '/api/v1/customer/order/list': { body: page([order(9, 4, 'confirmed')]) },
      '/api/v1/customer/message/list': { body: conversationPage([CONVERSATIONS[0]!]) },
    });
    draw();
    expect(await screen.findByRole('button', { name: 'Chat with the store' })).toBeInTheDocument();
  });

  it('stays hidden when the customer cannot write to the store', async () => {
    const requests = fakeApi({
      '/api/v1/customer/order/list': { body: page([order(9, 4, 'confirmed'), order(7, 3, 'canceled')]) },
      '/api/v1/customer/message/list': { body: conversationPage([{ ...CONVERSATIONS[0]!, can_write: false }]) },
    });
    draw();
    await expect.poll(() => requests.some((r) => r.url.includes('/message/list'))).toBe(true);
    expect(screen.queryByRole('button', { name: 'Chat with the store' })).toBeNull();
  });
});
