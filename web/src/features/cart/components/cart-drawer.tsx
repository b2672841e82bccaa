import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useConfig } from '@/shared/api/get-config';
import { CartDrawerView } from '@/features/cart/components/cart-drawer-view';
import { GuestOrLoginPrompt } from '@/features/cart/components/guest-or-login-prompt';
import { useCart } from '@/features/cart/hooks/use-cart';
import { useCartActions } from '@/features/cart/hooks/use-cart-actions';
import { useLineQuantity } from '@/features/cart/hooks/use-line-quantity';
import { useMoney } from '@/features/cart/hooks/use-money';
import { CART_CHECKOUT_PATH, proceedOutcome } from '@/features/cart/model/proceed';
import { productModalAtom } from '@/features/cart/state';
import { useAtomValue, useSetAtom } from '@/shared/state/app-store';
import { chosenModuleAtom } from '@/shared/state/chosen-module';
import { authDialogAtom } from '@/shared/state/dialogs';
import { isLoggedInAtom } from '@/shared/state/session';

export interface CartDrawerProps {
  open: boolean;
  onClose: () => void;
  /**
   * The free-delivery threshold of the cart's store as the server's quote answers it (the store's,
   * or the marketplace's when set); until it is known, the config's.
   */
  freeDeliveryOver?: number | null;
}

/** The shopping cart drawer wired to the chosen module's cart and SPEC.md's checkout outcomes. */
export default function CartDrawer({ open, onClose, freeDeliveryOver }: CartDrawerProps) {
  const cart = useCart();
  const actions = useCartActions();
  const quantity = useLineQuantity();
  const formatPrice = useMoney();
  const { data: config } = useConfig();
  const navigate = useNavigate();
  const loggedIn = useAtomValue(isLoggedInAtom);
  const moduleId = useAtomValue(chosenModuleAtom)?.id ?? null;
  const setAuthDialog = useSetAtom(authDialogAtom);
  const openProduct = useSetAtom(productModalAtom);
  const [prompt, setPrompt] = useState(false);

  const goTo = (path: string) => {
    setPrompt(false);
    onClose();
    void navigate(path);
  };
  const signIn = (mode: 'sign-in' | 'sign-up', fromPrompt = false) => {
    setPrompt(false);
    setAuthDialog(fromPrompt ? { open: true, mode, guestCheckout: true } : { open: true, mode });
  };
  const proceed = () => {
    const outcome = proceedOutcome({ hasItems: cart.count > 0, loggedIn, guestCheckout: config?.guest_checkout_status === 1 });
    if (outcome === 'guest-prompt') setPrompt(true);
    else if (outcome === 'checkout') goTo(CART_CHECKOUT_PATH);
    else if (outcome === 'home') goTo('/home');
    else signIn('sign-in');
  };

  return (
    <>
      <CartDrawerView
        open={open}
        lines={cart.lines}
        subtotal={cart.subtotal}
        saved={cart.saved}
        freeDeliveryOver={freeDeliveryOver !== undefined ? freeDeliveryOver : config?.free_delivery_over}
        pending={cart.pending}
        formatPrice={formatPrice}
        onClose={onClose}
        onContinueShopping={() => goTo('/home')}
        onProceed={proceed}
        onOpenLine={(line) => openProduct({ item: line.item, line })}
        onQuantity={quantity.change}
        onRemove={quantity.remove}
        onClear={() => {
          if (moduleId !== null) void actions.clearCart(moduleId);
        }}
      />
      <GuestOrLoginPrompt
        open={prompt}
        onGuest={() => goTo(CART_CHECKOUT_PATH)}
        onLogin={() => signIn('sign-in', true)}
        onSignUp={() => signIn('sign-up', true)}
        onClose={() => setPrompt(false)}
      />
    </>
  );
}
