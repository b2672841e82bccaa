import { Progress } from 'antd';
import { useTranslation } from 'react-i18next';
import { freeDeliveryProgress } from '@/shared/lib/free-delivery';

interface Props {
  subtotal: number;
  /** The cart's threshold (the store's or the marketplace's, from the quote); nothing shows when there is none. */
  freeDeliveryOver: number | null | undefined;
  formatPrice: (amount: number) => string;
}

/** Progress toward free delivery (SPEC.md section 9): subtotal / free_delivery_over, and what is left to spend. */
export function FreeDeliveryBar({ subtotal, freeDeliveryOver, formatPrice }: Props) {
  const { t } = useTranslation('cart');
  const progress = freeDeliveryProgress(subtotal, freeDeliveryOver);
  if (!progress) return null;
  const text = progress.reached ? t('freeDelivery.reached') : t('freeDelivery.remaining', { amount: formatPrice(progress.remaining) });
  return (
    <div className="free-delivery-bar">
      <Progress
        percent={Math.round(progress.percent)}
        showInfo={false}
        status={progress.reached ? 'success' : 'active'}
        aria-label={t('freeDelivery.label')}
      />
      <span className="text-secondary">{text}</span>
    </div>
  );
}
