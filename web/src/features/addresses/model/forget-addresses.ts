import { mutate } from 'swr';
import { swrKeys } from '@/shared/api/swr-keys';

/**
 * Forget the cached saved addresses (logout): they stay on the server for the next login, but none
 * of them shows to whoever uses the browser next.
 */
export async function forgetAddresses(): Promise<void> {
  await mutate(swrKeys.addresses(), undefined, { revalidate: false });
}
