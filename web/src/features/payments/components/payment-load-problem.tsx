import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '@/shared/api/errors';

export interface PaymentLoadProblemProps {
  /** What reading the payment failed with. */
  error: unknown;
  onRetry: () => void;
}

/** A 404: the payment page stands for nothing (even if it showed a payment before). */
export const paymentGone = (error: unknown) => error instanceof ApiError && error.status === 404;

/** A payment page whose payment could not be read: "Payment not found" for a 404, else a way to try again. */
export function PaymentLoadProblem({ error, onRetry }: PaymentLoadProblemProps) {
  const { t } = useTranslation('checkout');
  const navigate = useNavigate();
  if (paymentGone(error)) {
    return (
      <Result
        status="404"
        title={t('demoGateway.notFoundTitle')}
        subTitle={t('demoGateway.notFoundText')}
        extra={
          <Button type="primary" onClick={() => void navigate('/home')}>
            {t('success.keepShopping')}
          </Button>
        }
      />
    );
  }
  return <Result status="warning" title={t('demoGateway.failed')} extra={<Button onClick={onRetry}>{t('demoGateway.retry')}</Button>} />;
}
