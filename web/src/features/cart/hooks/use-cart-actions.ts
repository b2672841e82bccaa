import { linePrice, selectionPayload, type ItemSelection } from '@storefront/sdk';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useAddToCart } from '@/features/cart/api/add-to-cart';
import { useClearCart } from '@/features/cart/api/clear-cart';
import { useRemoveCartItem } from '@/features/cart/api/remove-cart-item';
import { useUpdateCart } from '@/features/cart/api/update-cart';
import { requestVariation } from '@/features/cart/model/line-options';
import { itemPendingKey, linePendingKey, pendingCartAtom } from '@/features/cart/state';
import { asCartItem, type CartAddBody, type CartLine, type Item } from '@/features/cart/types';
import { ApiError } from '@/shared/api/errors';
import { useAtomValue, useSetAtom } from '@/shared/state/app-store';
import { locationPickerAtom } from '@/shared/state/dialogs';
import { hasLocationAtom } from '@/shared/state/location';
import { useApiErrorToast } from '@/shared/ui/use-api-error';
import { useFeedback } from '@/shared/ui/use-feedback';

/** SPEC.md section 9: the clear-cart success toast lasts 5000 ms (antd counts seconds). */
export const CLEAR_TOAST_SECONDS = 5;

const isDifferentStore = (error: unknown) =>
  error instanceof ApiError && error.status === 409 && error.errors.some((entry) => entry.code === 'different_store');

/** The body of an add call for a choice of `item`. */
export function addBody(item: Item, selection: ItemSelection): Omit<CartAddBody, 'guest_id'> {
  const cartItem = asCartItem(item);
  return {
    model: item.isCampaignItem ? 'ItemCampaign' : 'Item',
    item_id: item.id,
    quantity: selection.quantity,
    // Ignored for money by the server, which prices every line itself; sent because SPEC.md lists it.
    price: linePrice(cartItem, selection),
    ...selectionPayload(cartItem, selection),
  };
}

/** The body of an update keeping a line's options and changing its quantity. */
function quantityBody(line: CartLine, quantity: number) {
  return {
    cart_id: line.id,
    model: line.model,
    item_id: line.item_id,
    quantity,
    price: line.unit_price * quantity,
    variation: requestVariation(line.variation),
    add_on_ids: line.add_on_ids,
    add_on_qtys: line.add_on_qtys,
  };
}

/**
 * What a shopper does to the cart, each with SPEC.md's outcomes: a location first, another store's
 * cart confirmed then replaced, errors through the shared handler, and the messages SPEC.md words.
 * Every call resolves true when the cart took the change.
 */
export function useCartActions() {
  const { t } = useTranslation('cart');
  const { message, modal } = useFeedback();
  const showError = useApiErrorToast();
  const hasLocation = useAtomValue(hasLocationAtom);
  const setLocationPicker = useSetAtom(locationPickerAtom);
  const setPending = useSetAtom(pendingCartAtom);
  const add = useAddToCart();
  const update = useUpdateCart();
  const remove = useRemoveCartItem();
  const clear = useClearCart();

  const track = useCallback(
    async (key: string, run: () => Promise<unknown>): Promise<boolean> => {
      setPending((keys) => new Set(keys).add(key));
      try {
        await run();
        return true;
      } catch (error) {
        showError(error);
        return false;
      } finally {
        setPending((keys) => {
          const next = new Set(keys);
          next.delete(key);
          return next;
        });
      }
    },
    [setPending, showError],
  );

  const replaceCartWith = useCallback(
    (item: Item, body: Omit<CartAddBody, 'guest_id'>) =>
      new Promise<boolean>((resolve) => {
        modal.confirm({
          title: t('differentStore.title'),
          content: t('differentStore.text'),
          okText: t('differentStore.confirm'),
          cancelText: t('differentStore.cancel'),
          onOk: async () => {
            const done = await track(itemPendingKey(item.id), async () => {
              await clear(item.module_id);
              await add(item.module_id, body);
            });
            if (done) void message.success({ content: t('differentStore.done'), duration: CLEAR_TOAST_SECONDS, key: 'cart-cleared' });
            resolve(done);
          },
          onCancel: () => resolve(false),
        });
      }),
    [modal, t, track, clear, add, message],
  );

  const addItem = useCallback(
    async (item: Item, selection: ItemSelection): Promise<boolean> => {
      // SPEC.md section 5: no add without a stored location; the location alert opens instead.
      if (!hasLocation) {
        setLocationPicker({ open: true, reason: 'required' });
        return false;
      }
      const body = addBody(item, selection);
      let otherStore = false;
      const done = await track(itemPendingKey(item.id), () =>
        add(item.module_id, body).catch((error: unknown) => {
          if (!isDifferentStore(error)) throw error;
          otherStore = true;
        }),
      );
      if (otherStore) return replaceCartWith(item, body);
      if (done) void message.success({ content: t('added'), key: 'cart-change' });
      return done;
    },
    [hasLocation, setLocationPicker, track, add, replaceCartWith, message, t],
  );

  return useMemo(
    () => ({
      addItem,
      /** Save a product modal's choice: update `line` when given, else add. */
      save: async (item: Item, selection: ItemSelection, line: CartLine | null): Promise<boolean> => {
        if (!line) return addItem(item, selection);
        const done = await track(linePendingKey(line.id), () => update(item.module_id, { ...addBody(item, selection), cart_id: line.id }));
        if (done) void message.success({ content: t('updated'), key: 'cart-change' });
        return done;
      },
      /** Plus and minus on a card or a line: the line's options stay, its quantity changes. */
      setQuantity: (line: CartLine, quantity: number) =>
        track(linePendingKey(line.id), () => update(line.module_id, quantityBody(line, quantity))),
      removeLine: async (line: CartLine) => {
        const done = await track(linePendingKey(line.id), () => remove(line.module_id, line.id));
        if (done) void message.success({ content: t('removed'), key: 'cart-change' });
        return done;
      },
      clearCart: async (moduleId: number) => {
        const done = await track('clear', () => clear(moduleId));
        if (done) void message.success({ content: t('cleared'), duration: CLEAR_TOAST_SECONDS, key: 'cart-cleared' });
        return done;
      },
    }),
    [addItem, track, update, remove, clear, message, t],
  );
}
