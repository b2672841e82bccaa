import { Checkbox, Flex, Typography } from 'antd';
import { useCartText } from './cart-text';
import { QuantityControl } from './quantity-control';
import type { AddOn } from './types';

export interface AddOnListProps {
  addOns: readonly AddOn[];
  /** Add-on id -> quantity (0 or absent: not chosen). */
  chosen: Readonly<Record<number, number>>;
  onToggle: (id: number) => void;
  onQuantity: (id: number, quantity: number) => void;
  formatPrice: (amount: number) => string;
}

/**
 * The add-ons (SPEC.md section 4): each toggles on (quantity 1) or off, and has its own quantity
 * whose minus is disabled at 0.
 */
export function AddOnList({ addOns, chosen, onToggle, onQuantity, formatPrice }: AddOnListProps) {
  const t = useCartText();
  if (addOns.length === 0) return null;
  return (
    <fieldset className="add-on-list" style={{ border: 0, margin: 0, padding: 0, minInlineSize: 0 }}>
      <legend style={{ fontWeight: 600, paddingInline: 0 }}>
        {t('addOns')} <Typography.Text type="secondary">{t('optional')}</Typography.Text>
      </legend>
      <Flex vertical gap={6}>
        {addOns.map((addOn) => {
          const quantity = chosen[addOn.id] ?? 0;
          return (
            <Flex key={addOn.id} align="center" justify="space-between" gap={12} wrap>
              <Checkbox checked={quantity > 0} onChange={() => onToggle(addOn.id)}>
                {addOn.name} <Typography.Text type="secondary">{addOn.price > 0 ? `+${formatPrice(addOn.price)}` : t('free')}</Typography.Text>
              </Checkbox>
              <QuantityControl
                value={quantity}
                min={0}
                label={t('addOnQuantity', { name: addOn.name })}
                onIncrease={() => onQuantity(addOn.id, quantity + 1)}
                onDecrease={() => onQuantity(addOn.id, quantity - 1)}
              />
            </Flex>
          );
        })}
      </Flex>
    </fieldset>
  );
}
