import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import { Button, Popconfirm } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ImageWithFallback } from '@/shared/ui/image-with-fallback';

export interface WishlistRowProps {
  image: string | null | undefined;
  name: string;
  /** The second line: an item's store, a store's address. */
  detail?: string | null;
  /** The third part: an item's price. */
  extra?: ReactNode;
  onOpen: () => void;
  /** Removal, once the shopper confirmed it. */
  onRemove: () => void;
}

/** One favourite: picture, name (opens it), a detail line, and a delete button asking first. */
export function WishlistRow({ image, name, detail, extra, onOpen, onRemove }: WishlistRowProps) {
  const { t } = useTranslation('wishlist');
  return (
    <li className="wishlist-row">
      <ImageWithFallback src={image ?? undefined} alt="" width={64} height={64} className="wishlist-row__image" />
      <div className="wishlist-row__text">
        <Button type="link" className="wishlist-row__name" onClick={onOpen}>
          {name}
        </Button>
        {detail ? <bdi className="wishlist-row__detail">{detail}</bdi> : null}
        {extra ? <span className="wishlist-row__extra">{extra}</span> : null}
      </div>
      <Popconfirm
        title={t('confirmRemove')}
        okText={t('remove')}
        cancelText={t('keep')}
        okButtonProps={{ danger: true }}
        onConfirm={onRemove}
      >
        <Button type="text" danger icon={<DeleteOutlined aria-hidden />} aria-label={t('removeNamed', { name })} />
      </Popconfirm>
    </li>
  );
}
