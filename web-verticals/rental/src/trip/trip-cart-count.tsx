import type { VerticalSlotProps } from '@storefront/sdk';
import { useTripCart } from './api';

/** The header's trip cart count (the CartCount slot): the vehicles in the trip cart, from get-cart. */
export default function TripCartCount({ host, draw }: VerticalSlotProps['CartCount']) {
  const { data } = useTripCart(host);
  return draw(data ? data.carts.length : 0);
}
