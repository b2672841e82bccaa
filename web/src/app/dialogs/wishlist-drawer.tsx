import { Drawer, Empty, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';

export interface WishlistDrawerProps {
  open: boolean;
  onClose: () => void;
  /** The module's nouns: foods, vehicles or items; restaurants, providers or stores. */
  itemsLabel: string;
  storesLabel: string;
}

/**
 * SPEC.md's wishlist drawer (right side, at most 523px) with its two tabs, empty until the wishlist
 * feature brings the customer's favourites into it.
 */
export default function WishlistDrawer({ open, onClose, itemsLabel, storesLabel }: WishlistDrawerProps) {
  const { t } = useTranslation('shell');
  const empty = (text: string) => <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={text} />;
  return (
    <Drawer
      open={open}
      onClose={onClose}
      placement="right"
      size="min(523px, 100vw)"
      title={t('wishlist.title')}
      closable={{ 'aria-label': t('dialogs.close') }}
    >
      <Tabs
        items={[
          { key: 'items', label: itemsLabel, children: empty(t('wishlist.noItems', { items: itemsLabel.toLowerCase() })) },
          { key: 'stores', label: storesLabel, children: empty(t('wishlist.noStores', { stores: storesLabel.toLowerCase() })) },
        ]}
      />
    </Drawer>
  );
}
