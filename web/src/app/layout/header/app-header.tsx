import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AccountButton } from '@/app/layout/header/account-button';
import { Brand } from '@/app/layout/header/brand';
import { CompactHeader } from '@/app/layout/header/compact-header';
import { DesktopHeader } from '@/app/layout/header/desktop-header';
import { headerActions } from '@/app/layout/header/header-actions';
import { VerticalCartButton } from '@/app/layout/header/vertical-cart-button';
import { ModuleSwitcher } from '@/app/layout/header/module-switcher';
import { ThemeSwitch } from '@/app/layout/theme-switch';
import { useIsDesktop } from '@/app/layout/use-media-query';
import { useShell } from '@/app/layout/use-shell';
import { useCart } from '@/features/cart/hooks/use-cart';
import { LocationButton } from '@/features/location/components/location-button';
import { lazyAfterFirstView } from '@/shared/lib/after-first-view';
import { useSetAtom } from '@/shared/state/app-store';
import { cartDrawerAtom, compactDrawerOpenAtom, modulePickerOpenAtom, wishlistDrawerOpenAtom } from '@/shared/state/dialogs';

// antd's Radio (and the form context it brings) is not needed for the first paint.
const LanguageSwitch = lazy(() => import(/* webpackChunkName: "language-switch" */ '@/app/layout/language-switch'));
// The chat icon's unread count and the tab's inbox stream, as the cart's count: after the page's first view.
const UnreadWatcher = lazyAfterFirstView(() => import(/* webpackChunkName: "inbox" */ '@/features/conversations/containers/unread-watcher'));

/** The header: the full bar from 1180px, the compact one with its side drawer below. */
export function AppHeader() {
  const { t } = useTranslation('shell');
  const desktop = useIsDesktop();
  const shell = useShell();
  const setCart = useSetAtom(cartDrawerAtom);
  const setWishlist = useSetAtom(wishlistDrawerOpenAtom);
  const setDrawer = useSetAtom(compactDrawerOpenAtom);
  const setModulePicker = useSetAtom(modulePickerOpenAtom);
  const actions = headerActions(shell);
  // The badge counts the chosen module's cart lines.
  const cartCount = useCart().count;
  // The chat icon counts unread messages (the tab's inbox stream keeps it current while it runs).
  const [chatCount, setChatCount] = useState(0);
  const unread = actions.chat ? (
    <Suspense fallback={null}>
      <UnreadWatcher onCount={setChatCount} />
    </Suspense>
  ) : null;
  const trackOrderLabel = shell.chosenModule?.labels?.track_order || t('header.trackOrder');
  const brand = <Brand name={shell.config?.business_name} logoUrl={shell.config?.logo_full_url} to={shell.homeHref} />;
  const openCart = () => setCart({ open: true, kind: 'items' });
  const openOwnCart = () => setCart({ open: true, kind: 'own' });
  const ownCart = shell.chosenModule ? (
    <VerticalCartButton moduleType={shell.chosenModule.module_type} label={t('header.rentalCart')} onClick={openOwnCart} />
  ) : null;

  if (!desktop) {
    return (
      <>
        {unread}
        <CompactHeader
          brand={brand}
          full={shell.fullHeader}
          location={<LocationButton className="location-button" />}
          actions={actions}
          cartCount={cartCount}
          chatCount={chatCount}
          account={<AccountButton trackOrderLabel={trackOrderLabel} compact />}
          onMenu={() => setDrawer(true)}
          onCart={openCart}
          ownCart={ownCart}
        />
      </>
    );
  }
  return (
    <>
      {unread}
      <DesktopHeader
        brand={brand}
        full={shell.fullHeader}
        location={<LocationButton className="location-button" />}
        actions={actions}
        trackOrderLabel={trackOrderLabel}
        cartCount={cartCount}
        chatCount={chatCount}
        moduleSwitcher={<ModuleSwitcher module={shell.chosenModule} onOpen={() => setModulePicker(true)} />}
        account={<AccountButton trackOrderLabel={trackOrderLabel} />}
        preferences={
          <>
            <Suspense fallback={<span className="language-switch-placeholder" />}>
              <LanguageSwitch />
            </Suspense>
            <ThemeSwitch />
          </>
        }
        onCart={openCart}
        ownCart={ownCart}
        onWishlist={() => setWishlist(true)}
      />
    </>
  );
}
