import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useOpenedOnce } from '@/shared/lib/opened-once';
import { carryNoticesAcrossReload, takeCarriedNotices } from '@/app/layout/notices-after-reload';
import { useShell } from '@/app/layout/use-shell';
import { clearShopperListsOnLogout, keepCartsForZones } from '@/app/parts/shopper-lists';
import { useVerticalHost } from '@/app/verticals/vertical-host';
import { useSelectModule } from '@/app/use-select-module';
import { useLogout } from '@/features/account/hooks/use-logout';
import { CART_CHECKOUT_PATH } from '@/features/cart/model/proceed';
import { useModules } from '@/shared/api/get-modules';
import { useFeedback } from '@/shared/ui/use-feedback';
import { LocationPicker } from '@/features/location/components/location-picker';
import { useAtom, useSetAtom } from '@/shared/state/app-store';
import { authDialogAtom, cartDrawerAtom, compactDrawerOpenAtom, modulePickerOpenAtom, wishlistDrawerOpenAtom } from '@/shared/state/dialogs';

const ModulePickerDialog = lazy(() => import(/* webpackChunkName: "module-picker" */ '@/features/modules/components/module-picker-dialog'));
const AuthDialog = lazy(() => import(/* webpackChunkName: "auth-dialog" */ '@/features/account/components/auth-dialog'));
const CartDrawer = lazy(() => import(/* webpackChunkName: "cart-drawer" */ '@/app/dialogs/quoted-cart-drawer'));
const VerticalCartDrawer = lazy(() => import(/* webpackChunkName: "module-cart-drawer" */ '@/app/dialogs/vertical-cart-drawer'));
const WishlistDrawer = lazy(() => import(/* webpackChunkName: "wishlist-drawer" */ '@/app/dialogs/wishlist-drawer'));
// A customer's saved addresses inside the location picker: their code comes with the picker's first opening.
const SavedPlaces = lazy(() => import(/* webpackChunkName: "saved-places" */ '@/app/dialogs/saved-places'));
const CompactDrawer = lazy(() => import(/* webpackChunkName: "compact-drawer" */ '@/app/layout/drawer/compact-drawer'));

/**
 * The app-wide dialogs and drawers, opened through their atoms from anywhere. Each one's code
 * (antd's Modal, Drawer, Menu ...) is fetched the first time it opens, never with the page.
 */
export function ShellDialogs() {
  const reloadAfterZoneSwitch = useZoneSwitchReload();
  useCarriedNotices();
  return (
    <>
      <LocationPicker savedPlaces={SavedPlaces} reload={reloadAfterZoneSwitch} />
      <ModulePicker />
      <Auth />
      <Cart />
      <Wishlist />
      <Compact />
    </>
  );
}

/**
 * The page reload after a new location is saved from the header, preceded by SPEC.md section 4's
 * rule for carts of their own (rental's trip cart: kept inside its pickup zone, emptied otherwise).
 * Its message is shown by the reloaded page, for as long as any message shows, rather than held
 * on the old page for a while before reloading: the shopper neither waits nor loses it.
 */
function useZoneSwitchReload() {
  const host = useVerticalHost();
  const { data: modules } = useModules();
  return () =>
    void keepCartsForZones(modules ?? [], host)
      .then(carryNoticesAcrossReload)
      .catch(() => undefined)
      .finally(() => window.location.reload());
}

/** The warnings the last reload carried (a zone switch's), shown once the page is back. */
function useCarriedNotices() {
  const { message } = useFeedback();
  useEffect(() => {
    for (const text of takeCarriedNotices()) void message.warning(text);
  }, [message]);
}

function ModulePicker() {
  const [open, setOpen] = useAtom(modulePickerOpenAtom);
  const { chosenModule } = useShell();
  const choose = useSelectModule();
  if (!useOpenedOnce(open)) return null;
  return (
    <Suspense fallback={null}>
      <ModulePickerDialog
        open={open}
        chosenId={chosenModule?.id ?? null}
        onChoose={(module) => void choose(module)}
        onClose={() => setOpen(false)}
      />
    </Suspense>
  );
}

function Auth() {
  const [state, setState] = useAtom(authDialogAtom);
  const setCart = useSetAtom(cartDrawerAtom);
  const navigate = useNavigate();
  if (!useOpenedOnce(state.open)) return null;
  const close = () => setState({ ...state, open: false });
  // From the guest-or-login prompt: its Guest choice again, from inside the dialog.
  const continueAsGuest = () => {
    close();
    setCart((cart) => ({ ...cart, open: false }));
    void navigate(CART_CHECKOUT_PATH);
  };
  return (
    <Suspense fallback={null}>
      <AuthDialog
        open={state.open}
        mode={state.mode}
        onClose={close}
        onContinueAsGuest={state.guestCheckout ? continueAsGuest : undefined}
      />
    </Suspense>
  );
}

function Cart() {
  const [state, setState] = useAtom(cartDrawerAtom);
  const navigate = useNavigate();
  if (!useOpenedOnce(state.open)) return null;
  const close = () => setState({ ...state, open: false });
  return (
    <Suspense fallback={null}>
      {state.kind === 'items' ? (
        <CartDrawer open={state.open} onClose={close} />
      ) : (
        <VerticalCartDrawer
          open={state.open}
          onClose={close}
          onContinueShopping={() => {
            close();
            void navigate('/home');
          }}
        />
      )}
    </Suspense>
  );
}

function Wishlist() {
  const { t } = useTranslation('wishlist');
  const [open, setOpen] = useAtom(wishlistDrawerOpenAtom);
  const labels = useShell().chosenModule?.labels;
  if (!useOpenedOnce(open)) return null;
  return (
    <Suspense fallback={null}>
      <WishlistDrawer
        open={open}
        onClose={() => setOpen(false)}
        itemsLabel={labels?.items ?? t('items')}
        storesLabel={labels?.stores ?? t('stores')}
      />
    </Suspense>
  );
}

function Compact() {
  const { t } = useTranslation('shell');
  const [open, setOpen] = useAtom(compactDrawerOpenAtom);
  const { config, loggedIn, chosenModule } = useShell();
  const logout = useLogout(clearShopperListsOnLogout);
  if (!useOpenedOnce(open)) return null;
  return (
    <Suspense fallback={null}>
      <CompactDrawer
        open={open}
        onClose={() => setOpen(false)}
        loggedIn={loggedIn}
        title={config?.business_name ?? ''}
        storesLabel={chosenModule?.labels?.stores ?? t('drawer.stores')}
        onLogout={() => {
          setOpen(false);
          logout();
        }}
      />
    </Suspense>
  );
}
