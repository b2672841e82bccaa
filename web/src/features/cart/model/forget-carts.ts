import { mutate } from 'swr';
import { isCartKey } from '@/shared/api/swr-keys';

/**
 * Forget the customer's cached carts (logout): the lines stay on the server for the next login,
 * but nothing of them shows to whoever uses the browser next.
 */
export async function forgetCustomerCarts(): Promise<void> {
  await mutate((key) => isCartKey(key) && key[2] === 'customer', undefined, { revalidate: false });
}
