import { MenuOutlined, MessageOutlined, ShoppingCartOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { HeaderActions } from '@/app/layout/header/header-actions';
import { IconAction, IconLink } from '@/app/layout/header/icon-link';

export interface CompactHeaderProps {
  brand: ReactNode;
  /** A location or a token exists: the location row and the cart show. */
  full: boolean;
  location?: ReactNode;
  actions: HeaderActions;
  cartCount: number;
  /** The customer's unread messages, on the chat icon. */
  chatCount?: number;
  /** The profile button, or Sign In for guests. */
  account: ReactNode;
  onMenu: () => void;
  onCart: () => void;
  /** The button of the module's own cart (policy `cart` "own"), with its count. */
  ownCart: ReactNode;
}

/** The header under 1180px: a menu button for the side drawer, the logo, the chat (signed in), the cart and the account. */
export function CompactHeader(props: CompactHeaderProps) {
  const { t } = useTranslation('shell');
  const { brand, full, location, actions } = props;
  return (
    <header className="app-header app-header--compact">
      <div className="app-header__bar">
        <Button type="text" icon={<MenuOutlined aria-hidden />} aria-label={t('header.menu')} onClick={props.onMenu} />
        {brand}
        <div className="app-header__actions">
          {full && actions.chat ? (
            <IconLink to="/profile?page=inbox" label={t('header.chat')} icon={<MessageOutlined aria-hidden />} count={props.chatCount} />
          ) : null}
          {full && actions.cart ? (
            <IconAction
              label={t('header.cart')}
              icon={<ShoppingCartOutlined aria-hidden />}
              count={props.cartCount}
              onClick={props.onCart}
            />
          ) : null}
          {full && actions.ownCart ? (
            props.ownCart
          ) : null}
          {props.account}
        </div>
      </div>
      {full && location ? <div className="app-header__location-row">{location}</div> : null}
    </header>
  );
}
