import { useParams } from 'react-router';
import { useMoney } from '@/features/cart/hooks/use-money';
import { StripeCardPayment } from '@/features/payments/containers/stripe-card-payment';
import { useAtomValue } from '@/shared/state/app-store';
import { guestIdAtom, isLoggedInAtom } from '@/shared/state/session';

/** /payment/stripe/:token: Stripe's card page, where the place, pay-again and add-fund answers lead. */
export function Component() {
  const { token = '' } = useParams();
  const money = useMoney();
  const loggedIn = useAtomValue(isLoggedInAtom);
  const guestId = useAtomValue(guestIdAtom);
  return <StripeCardPayment key={token} token={token} guestId={loggedIn ? null : guestId} formatMoney={money} />;
}
