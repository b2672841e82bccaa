import { FileImageOutlined } from '@ant-design/icons';
import { Button, Empty, Skeleton, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { OrderForm, storeTerms } from '@/app/routes/checkout/order-form';
import { OrderPlaced } from '@/app/routes/checkout/lazy-order-placed';
import { useStore } from '@/features/catalogue/api/get-store';
import { ensureCartOwner } from '@/features/cart/api/request-guest';
import { useCatalogueScope } from '@/features/catalogue/api/scope';
import type { Placed } from '@/features/checkout/types';
import type { Config } from '@/shared/api/get-config';
import { useModulePolicy } from '@/shared/api/module-policy';
import { useStore as useAppStore } from '@/shared/state/app-store';

/**
 * `page=prescription&store_id=`: an order of prescription images alone, with no cart line, to a store
 * of a module that takes prescriptions (its policy) and that takes such orders (`prescription_order`).
 * The server quotes and charges its delivery; the store prices the medicines once it has read the
 * prescription. The images are required; the cart stays as it is.
 */
export function PrescriptionCheckout({ storeId, config }: { storeId: number | null; config: Config }) {
  const { t } = useTranslation('checkout');
  const scope = useCatalogueScope();
  const { data: store, error } = useStore(storeId ? String(storeId) : undefined, scope);
  const policy = useModulePolicy(store?.module_id ?? null);
  const [placed, setPlaced] = useState<Placed | null>(null);
  const app = useAppStore();
  // A guest who never filled a cart has no id yet: the images and the order are theirs by it, as a
  // cart's would be. Should the request fail, the upload and the quote show the server's refusal.
  useEffect(() => {
    void ensureCartOwner(app).catch(() => undefined);
  }, [app]);
  if (placed) return <OrderPlaced placed={placed} />;
  if (!storeId || error || (store && (!policy.checkout_documents || !store.prescription_order || !config.prescription_order_status))) {
    return <NoPrescriptionStore />;
  }
  if (!store) return <Skeleton active />;
  return (
    <OrderForm
      key={store.id}
      moduleId={store.module_id}
      storeId={store.id}
      cartSignature={`prescription-${store.id}`}
      prescriptionOnly
      lines={
        <div className="prescription-order-summary">
          <Typography.Text strong>{t('prescriptionOrder.store', { name: store.name })}</Typography.Text>
          <Typography.Paragraph type="secondary">{t('prescriptionOrder.pricedLater')}</Typography.Paragraph>
        </div>
      }
      {...storeTerms(store, config)}
      onPlaced={setPlaced}
      prescriptions={{ required: true }}
    />
  );
}

/** The store named takes no prescription order (or none is named): say so, and lead back to shopping. */
function NoPrescriptionStore() {
  const { t } = useTranslation('checkout');
  const navigate = useNavigate();
  return (
    <Empty
      image={<FileImageOutlined className="cart-drawer__icon" />}
      description={
        <>
          <strong className="empty-module__title">{t('prescriptionOrder.unavailableTitle')}</strong>
          <span className="text-secondary">{t('prescriptionOrder.unavailableText')}</span>
        </>
      }
    >
      <Button type="primary" onClick={() => void navigate('/home')}>
        {t('empty.continueShopping')}
      </Button>
    </Empty>
  );
}
