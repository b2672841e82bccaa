import useSWR from 'swr';
import { apiFetch } from '@/shared/api/client';
import { swrKeys } from '@/shared/api/swr-keys';
import type { OrderPage } from '@/features/orders/types';

/** Orders a page of My Orders shows. */
export const ORDERS_PER_PAGE = 10;

export type OrderTab = 'running' | 'history';

/** GET /api/v1/customer/order/list: one page (from 1) of the customer's running or past orders. */
export function useOrders(tab: OrderTab, page: number, enabled: boolean) {
  const key = enabled ? swrKeys.orders({ type: tab, offset: page, limit: ORDERS_PER_PAGE }) : null;
  return useSWR(key, (url: string) => apiFetch<OrderPage>(url), { keepPreviousData: true });
}
