import { Skeleton } from 'antd';
import { useState } from 'react';
import { NothingToCheckOut } from '@/app/routes/checkout/nothing-to-check-out';
import { OrderForm, storeTerms } from '@/app/routes/checkout/order-form';
import { OrderPlaced } from '@/app/routes/checkout/lazy-order-placed';
import { useStore } from '@/features/catalogue/api/get-store';
import { useCatalogueScope } from '@/features/catalogue/api/scope';
import { OrderedItem } from '@/features/checkout/components/ordered-item';
import type { Placed } from '@/features/checkout/types';
import type { Config } from '@/shared/api/get-config';
import { useModulePolicy } from '@/shared/api/module-policy';
import { useAtom } from '@/shared/state/app-store';
import { directCheckoutAtom } from '@/shared/state/checkout';

/**
 * Buy Now (`page=buy_now`) and Order Now (`page=campaign`): the product view's one item, with its
 * options and quantity, priced and ordered by the server without the cart (the cart stays as it is).
 * The choice is kept for the tab, so a reload keeps it; without one (or one of the other page), the
 * page says so and leads back to shopping.
 */
export function DirectCheckout({ page, config }: { page: 'buy_now' | 'campaign'; config: Config }) {
  const [choice, setChoice] = useAtom(directCheckoutAtom);
  const scope = useCatalogueScope();
  const current = choice?.page === page ? choice : null;
  const { data: store } = useStore(current ? String(current.store_id) : undefined, { ...scope, moduleId: current?.module_id ?? null });
  const [placed, setPlaced] = useState<Placed | null>(null);
  // As the cart's checkout: the upload shows for a module that takes prescriptions, and holds the order
  // until an image is sent when the item needs one (the server refuses it without, too).
  const prescriptions = useModulePolicy(current?.module_id ?? null).checkout_documents ? { required: Boolean(current?.prescription_required) } : null;
  // Ordered: the choice is spent (a reload must not offer to order it twice).
  const onPlaced = (answer: Placed) => {
    setPlaced(answer);
    setChoice(null);
  };
  if (placed) return <OrderPlaced placed={placed} />;
  if (!current) return <NothingToCheckOut reason="direct" />;
  if (!store) return <Skeleton active />;
  return (
    <OrderForm
      key={`${current.store_id}-${current.item.item_id}`}
      moduleId={current.module_id}
      storeId={current.store_id}
      cartSignature={JSON.stringify(current.item)}
      item={current.item}
      lines={<OrderedItem name={current.name} image={current.image} quantity={current.item.quantity} options={current.options} />}
      {...storeTerms(store, config)}
      onPlaced={onPlaced}
      prescriptions={prescriptions}
    />
  );
}
