import { HeartOutlined, MessageOutlined, ProfileOutlined, ShoppingCartOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import type { HeaderActions } from '@/app/layout/header/header-actions';
import { IconAction, IconLink } from '@/app/layout/header/icon-link';

export interface DesktopHeaderProps {
  brand: ReactNode;
  /** SPEC.md: the full bar (location, navigation, icons) shows only when a location or a token exists. */
  full: boolean;
  location?: ReactNode;
  actions: HeaderActions;
  /** "Track Order", or the module's own label ("Track Trip" in rental). */
  trackOrderLabel: string;
  cartCount: number;
  /** The customer's unread messages, on the chat icon. */
  chatCount?: number;
  moduleSwitcher?: ReactNode;
  /** The profile button, or Sign In for guests. */
  account: ReactNode;
  /** Language and theme. */
  preferences: ReactNode;
  onCart: () => void;
  /** The button of the module's own cart (policy `cart` "own"), with its count. */
  ownCart: ReactNode;
  onWishlist: () => void;
}

/** The top bar from 1180px wide (SPEC.md section 2, "Header"). */
export function DesktopHeader(props: DesktopHeaderProps) {
  const { t } = useTranslation('shell');
  const { brand, full, location, actions, account, preferences } = props;
  return (
    <header className="app-header app-header--desktop">
      <div className="app-width app-header__bar">
        {brand}
        {full ? location : null}
        {full ? (
          <nav className="app-header__nav" aria-label={t('header.navigation')}>
            <NavLink to="/home" className="app-header__link">
              {t('header.home')}
            </NavLink>
            <NavLink to="/categories" className="app-header__link">
              {t('header.categories')}
            </NavLink>
          </nav>
        ) : null}
        <div className="app-header__actions">
          {full && actions.trackOrder ? (
            <IconLink to="/track-order" label={props.trackOrderLabel} icon={<ProfileOutlined aria-hidden />} />
          ) : null}
          {full && actions.chat ? (
            <IconLink to="/profile?page=inbox" label={t('header.chat')} icon={<MessageOutlined aria-hidden />} count={props.chatCount} />
          ) : null}
          {full && actions.wishlist ? (
            <IconAction label={t('header.wishlist')} icon={<HeartOutlined aria-hidden />} onClick={props.onWishlist} />
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
          {full ? props.moduleSwitcher : null}
          {preferences}
          {account}
        </div>
      </div>
    </header>
  );
}
