import { AddOnList, FoodVariationGroups, QuantityControl, selectionPayload, useCartApi, useProductChoice } from '@storefront/sdk';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ensureCartOwner } from '@/features/cart/api/request-guest';
import { CartApiBoundary } from '@/features/cart/components/cart-api-boundary';
import { ChoiceOptionGroup } from '@/features/cart/components/choice-option-group';
import { PurchaseButtons } from '@/features/cart/components/purchase-buttons';
import { directChoice } from '@/features/cart/model/direct-choice';
import { purchaseMode } from '@/features/cart/model/purchase-mode';
import { asCartItem, type CartLine, type Item } from '@/features/cart/types';
import { useMarketplaceZone } from '@/shared/api/marketplace-zone';
import { useModulePolicy } from '@/shared/api/module-policy';
import { useAtomValue, useSetAtom, useStore } from '@/shared/state/app-store';
import { directCheckoutAtom } from '@/shared/state/checkout';
import { authDialogAtom, locationPickerAtom } from '@/shared/state/dialogs';
import { hasLocationAtom } from '@/shared/state/location';
import { isLoggedInAtom } from '@/shared/state/session';
import '@/features/cart/cart.css';

export interface ProductPurchaseProps {
  item: Item;
  /** The cart line being edited (opened from the cart), if any. */
  line?: CartLine | null;
  /** The moment availability is judged at. */
  now?: Date;
  /** Buy Now shows on the product page, not in the modal that fills the cart. */
  withBuyNow?: boolean;
  /** Called once the cart took the choice (a modal closes). */
  onDone?: () => void;
}

/**
 * The product modal and detail's choosing part (SPEC.md sections 4 and 5): variations, add-ons,
 * quantity, the live price and the buttons the item's availability allows.
 */
export function ProductPurchase(props: ProductPurchaseProps) {
  return (
    <CartApiBoundary>
      <Purchase {...props} />
    </CartApiBoundary>
  );
}

function Purchase({ item, line = null, now = new Date(), withBuyNow = true, onDone }: ProductPurchaseProps) {
  const { t } = useTranslation('cart');
  const cartItem = asCartItem(item);
  const cart = useCartApi();
  const policy = useModulePolicy(item.module.id);
  const choice = useProductChoice(cartItem, line, policy.counts_stock);
  const navigate = useNavigate();
  const loggedIn = useAtomValue(isLoggedInAtom);
  const hasLocation = useAtomValue(hasLocationAtom);
  const setLocationPicker = useSetAtom(locationPickerAtom);
  const setAuthDialog = useSetAtom(authDialogAtom);
  const setDirectCheckout = useSetAtom(directCheckoutAtom);
  const store = useStore();
  // Item hours are the marketplace's local time, wherever the shopper's device is.
  const timeZone = useMarketplaceZone();
  const mode = purchaseMode(item, now, policy.counts_stock, timeZone);

  // Buy Now and Order Now skip the cart: the choice goes to checkout once the rules accept it.
  const checkout = async (page: 'buy_now' | 'campaign') => {
    if (!hasLocation) return setLocationPicker({ open: true, reason: 'required' });
    const problem = choice.check();
    if (problem) return cart.warn(problem);
    // A guest who never filled a cart has no id yet: the order is theirs by it, as a cart would be.
    // Should the request fail, checkout still opens and shows the server's refusal of the quote.
    await ensureCartOwner(store).catch(() => undefined);
    // Kept for the tab (a reload of checkout keeps it); the cart is not touched.
    setDirectCheckout(directChoice(page, item, choice.selection.quantity, selectionPayload(cartItem, choice.selection)));
    onDone?.();
    void navigate(`/checkout?page=${page}`);
  };
  const orderNow = () => {
    // SPEC.md sections 4 and 6: Order Now is for logged-in customers; a guest is told and asked to sign in.
    if (!loggedIn) {
      cart.warn(t('loginToOrder'));
      return setAuthDialog({ open: true, mode: 'sign-in' });
    }
    void checkout('campaign');
  };
  const add = async () => {
    if (await choice.submit()) onDone?.();
  };
  const selling = mode === 'cart' || mode === 'campaign';

  return (
    <div className="product-purchase clear-of-floating">
      {selling ? <FoodVariationGroups groups={item.food_variations} choice={choice} /> : null}
      {selling
        ? item.choice_options.map((option) => (
            <ChoiceOptionGroup
              key={option.title}
              choice={option}
              value={choice.selection.choices[option.title]}
              onChange={(value) => choice.choose(option.title, value)}
            />
          ))
        : null}
      {selling ? (
        <AddOnList
          addOns={item.add_ons}
          chosen={choice.selection.addOns}
          onToggle={choice.toggleAddOn}
          onQuantity={choice.setAddOnQuantity}
          formatPrice={choice.formatPrice}
        />
      ) : null}
      {selling ? (
        <div className="product-purchase__total">
          <QuantityControl
            value={choice.selection.quantity}
            size="middle"
            label={t('quantity')}
            onIncrease={choice.increase}
            onDecrease={choice.decrease}
          />
          <span>
            {t('total')}: <strong aria-live="polite">{choice.formatPrice(choice.total)}</strong>
          </span>
        </div>
      ) : null}
      {choice.variationOutOfStock && selling ? (
        <p className="text-secondary" role="status">
          {t('problems.variationStock')}
        </p>
      ) : null}
      <PurchaseButtons
        item={item}
        mode={mode}
        choice={choice}
        withBuyNow={withBuyNow}
        onAdd={() => void add()}
        onBuyNow={() => void checkout('buy_now')}
        onOrderNow={orderNow}
      />
    </div>
  );
}
