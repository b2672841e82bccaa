import { Alert, Button, Drawer, Empty, Skeleton, Tabs } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { capitalize } from '@/shared/lib/text';
import { WishlistRow } from '@/features/wishlist/components/wishlist-row';
import type { Wishlist, WishlistItem, WishlistStore, WishlistTarget } from '@/features/wishlist/types';
import '@/features/wishlist/wishlist.css';

export interface WishlistDrawerViewProps {
  open: boolean;
  onClose: () => void;
  /** The module's nouns: foods, vehicles or items; restaurants, providers or stores. */
  itemsLabel: string;
  storesLabel: string;
  /** The favourites; undefined while they load. */
  wishlist: Wishlist | undefined;
  /** The list could not be read. */
  failed?: boolean;
  onRetry?: () => void;
  /** An item's price as the catalogue shows it (the server's figures; the app provides it). */
  renderPrice: (item: WishlistItem) => ReactNode;
  onOpenItem: (item: WishlistItem) => void;
  onOpenStore: (store: WishlistStore) => void;
  onRemove: (target: WishlistTarget) => void;
  /** The tab shown first. */
  defaultTab?: 'items' | 'stores';
}

/**
 * SPEC.md's wishlist drawer: right side, at most 523px, titled Wishlist, with the module's items and
 * stores in two tabs, each with its empty state, and a confirmation before a favourite goes.
 */
export function WishlistDrawerView(props: WishlistDrawerViewProps) {
  const { open, onClose, itemsLabel, storesLabel, wishlist, failed, onRetry, defaultTab = 'items' } = props;
  const { t, i18n } = useTranslation('wishlist');
  const [tab, setTab] = useState<string>(defaultTab);
  const body = (children: () => ReactNode) => {
    if (failed) {
      return (
        <Alert
          type="error"
          showIcon
          title={t('failed')}
          action={onRetry ? <Button onClick={onRetry}>{t('retry')}</Button> : null}
        />
      );
    }
    return wishlist ? children() : <Skeleton active avatar />;
  };
  return (
    <Drawer
      open={open}
      onClose={onClose}
      placement="right"
      size="min(523px, 100vw)"
      title={t('title')}
      className="wishlist-drawer"
      closable={{ 'aria-label': t('close') }}
    >
      <Tabs
        activeKey={tab}
        onChange={setTab}
        items={[
          { key: 'items', label: capitalize(itemsLabel, i18n.language), children: body(() => <ItemList {...props} items={wishlist?.item ?? []} />) },
          { key: 'stores', label: capitalize(storesLabel, i18n.language), children: body(() => <StoreList {...props} stores={wishlist?.store ?? []} />) },
        ]}
      />
    </Drawer>
  );
}

function EmptyList({ text }: { text: string }) {
  return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={text} />;
}

function ItemList({ items, itemsLabel, renderPrice, onOpenItem, onRemove }: WishlistDrawerViewProps & { items: WishlistItem[] }) {
  const { t } = useTranslation('wishlist');
  if (items.length === 0) return <EmptyList text={t('noItems', { items: itemsLabel.toLowerCase() })} />;
  return (
    <ul className="wishlist-list">
      {items.map((item) => (
        <WishlistRow
          key={item.id}
          image={item.image_full_url}
          name={item.name}
          detail={item.store_name}
          extra={renderPrice(item)}
          onOpen={() => onOpenItem(item)}
          onRemove={() => onRemove({ kind: 'item', item })}
        />
      ))}
    </ul>
  );
}

function StoreList({ stores, storesLabel, onOpenStore, onRemove }: WishlistDrawerViewProps & { stores: WishlistStore[] }) {
  const { t } = useTranslation('wishlist');
  if (stores.length === 0) return <EmptyList text={t('noStores', { stores: storesLabel.toLowerCase() })} />;
  return (
    <ul className="wishlist-list">
      {stores.map((store) => (
        <WishlistRow
          key={store.id}
          image={store.logo_full_url}
          name={store.name}
          detail={store.address}
          onOpen={() => onOpenStore(store)}
          onRemove={() => onRemove({ kind: 'store', store })}
        />
      ))}
    </ul>
  );
}
