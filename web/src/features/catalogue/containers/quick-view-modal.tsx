import { Modal } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useItem } from '@/features/catalogue/api/get-item';
import { ConnectedProductDetails } from '@/features/catalogue/containers/connected-product-details';
import { useSetAtom } from '@/shared/state/app-store';
import { quickViewItemAtom } from '@/shared/state/dialogs';
import type { Item } from '@/features/catalogue/types';

/** The quick view of one item; SPEC.md: it renders only when the product data is present. */
export default function QuickViewModal({ itemId, below }: { itemId: number; below?: (item: Item) => ReactNode }) {
  const { t } = useTranslation('catalogue');
  const { data: item } = useItem(itemId);
  const setItemId = useSetAtom(quickViewItemAtom);
  if (!item) return null;
  const close = () => setItemId(null);
  return (
    <Modal
      open
      onCancel={close}
      footer={null}
      width={920}
      title={t('card.quickView')}
      destroyOnHidden
      className="quick-view"
    >
      <ConnectedProductDetails item={item} headingLevel={2} onLeave={close} />
      {below?.(item)}
    </Modal>
  );
}
