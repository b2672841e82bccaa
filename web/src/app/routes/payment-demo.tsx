import { useParams } from 'react-router';
import { useMoney } from '@/features/cart/hooks/use-money';
import { DemoPayment } from '@/features/payments/containers/demo-payment';

/** /payment/demo/:token: the demo gateway's hosted page, where the place and add-fund answers lead. */
export function Component() {
  const { token = '' } = useParams();
  const money = useMoney();
  return <DemoPayment key={token} token={token} formatMoney={money} />;
}
