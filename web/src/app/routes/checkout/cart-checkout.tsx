import { Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { NothingToCheckOut } from '@/app/routes/checkout/nothing-to-check-out';
import { OrderForm, storeTerms } from '@/app/routes/checkout/order-form';
import { OrderPlaced } from '@/app/routes/checkout/lazy-parts';
import { useCartKey, useCartLines } from '@/features/cart/api/get-cart';
import { useMoney } from '@/features/cart/hooks/use-money';
import { lineOptionsText } from '@/features/cart/model/line-options';
import type { CartLine } from '@/features/cart/types';
import { useStore } from '@/features/catalogue/api/get-store';
import { useCatalogueScope } from '@/features/catalogue/api/scope';
import { OrderedItem } from '@/features/checkout/components/ordered-item';
import type { Placed } from '@/features/checkout/types';
import type { Config } from '@/shared/api/get-config';
import { useModulePolicy } from '@/shared/api/module-policy';

/** The cart's checkout: the order form fed by the cart, its store, and the shopper's address or contact. */
export function CartCheckout({ config }: { config: Config }) {
  // Compiled (as OrderForm): the cart's and its store's answers draw this again, not the form under it.
  'use memo';
  const { data: lines, isLoading } = useCartLines();
  const scope = useCatalogueScope();
  const storeId = lines?.[0]?.store_id;
  const { data: store } = useStore(storeId ? String(storeId) : undefined, scope);
  const [placed, setPlaced] = useState<Placed | null>(null);
  const cartKey = useCartKey();
  // The module's policy says whether checkout takes prescriptions (pharmacy); the items say if one is due.
  const prescriptions = useModulePolicy().checkout_documents
    ? { required: Boolean(lines?.some((line) => line.item.is_prescription_required)) }
    : null;
  const { mutate } = useSWRConfig();
  // The server emptied the cart with the order: the drawer and the header count read it again.
  const onPlaced = (answer: Placed) => {
    setPlaced(answer);
    if (cartKey) void mutate(cartKey);
  };
  if (placed) return <OrderPlaced placed={placed} />;
  if (isLoading && !lines?.length) return <Skeleton active />;
  if (!lines?.length || !storeId || !scope.moduleId) return <NothingToCheckOut />;
  if (!store) return <Skeleton active />;
  return (
    <OrderForm
      key={storeId}
      moduleId={scope.moduleId}
      storeId={storeId}
      cartSignature={lines.map((line) => `${line.id}x${line.quantity}`).join(',')}
      lines={<CartLines lines={lines} />}
      {...storeTerms(store, config)}
      onPlaced={onPlaced}
      prescriptions={prescriptions}
    />
  );
}

/** What the cart orders, as the summary lists it: each line's name, options, quantity and the server's total. */
function CartLines({ lines }: { lines: readonly CartLine[] }) {
  const { t } = useTranslation('checkout');
  const money = useMoney();
  return (
    <ul className="ordered-lines" aria-label={t('summary.lines')}>
      {lines.map((line) => {
        const options = lineOptionsText(line);
        return (
          <li key={line.id}>
            <OrderedItem
              name={line.item.name}
              image={line.item.image_full_url}
              quantity={line.quantity}
              options={options ? [options] : []}
              total={money(line.price)}
            />
          </li>
        );
      })}
    </ul>
  );
}
