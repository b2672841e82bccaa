import CartDrawer, { type CartDrawerProps } from '@/features/cart/components/cart-drawer';
import { useCartLines } from '@/features/cart/api/get-cart';
import { useQuote } from '@/features/checkout/api/quote';
import { useAtomValue } from '@/shared/state/app-store';
import { chosenModuleAtom } from '@/shared/state/chosen-module';
import { guestIdAtom, isLoggedInAtom } from '@/shared/state/session';

/**
 * The cart drawer with the free-delivery threshold of the cart's store, read from the checkout quote
 * (the server knows the store's free_delivery_over and the marketplace's). A take-away quote: it
 * needs no delivery point, and the threshold does not depend on one. Asked only while the drawer is
 * open with lines in it.
 */
export default function QuotedCartDrawer(props: Omit<CartDrawerProps, 'freeDeliveryOver'>) {
  const { data: lines } = useCartLines();
  const moduleId = useAtomValue(chosenModuleAtom)?.id ?? null;
  const guestId = useAtomValue(guestIdAtom);
  const loggedIn = useAtomValue(isLoggedInAtom);
  const asking = props.open && (lines?.length ?? 0) > 0;
  const signature = (lines ?? []).map((line) => `${line.id}x${line.quantity}`).join(',');
  const body = asking ? ({ order_type: 'take_away', payment_method: 'cash_on_delivery', guest_id: loggedIn ? null : guestId } as const) : null;
  const { data: quote } = useQuote(asking ? moduleId : null, signature, body);
  return <CartDrawer {...props} freeDeliveryOver={quote ? quote.free_delivery_over : undefined} />;
}
