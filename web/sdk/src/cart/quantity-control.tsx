import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import MinusOutlined from '@ant-design/icons/MinusOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { Button, Flex } from 'antd';
import { useCartText } from './cart-text';

export interface QuantityControlProps {
  value: number;
  onIncrease: () => void;
  onDecrease: () => void;
  /** When given, the minus at 1 becomes a delete control (SPEC.md section 4, cart quantity). */
  onRemove?: () => void;
  /** The lowest value the minus reaches (1 for a line, 0 for an add-on). */
  min?: number;
  /** Disabled while an update is on its way. */
  disabled?: boolean;
  /** Names the group for screen readers ("Quantity of Baguette"); "Quantity" by default. */
  label?: string;
  size?: 'small' | 'middle' | 'large';
}

// Inline: the sdk ships no stylesheet of its own, so a bundle that never draws the control pays nothing.
const COUNT_STYLE = { minInlineSize: '2ch', textAlign: 'center', fontWeight: 600, fontVariantNumeric: 'tabular-nums' } as const;

/** Minus (or delete), the count, plus: the cart's quantity control, on cards, lines and in modals. */
export function QuantityControl({ value, onIncrease, onDecrease, onRemove, min = 1, disabled = false, label, size = 'small' }: QuantityControlProps) {
  const t = useCartText();
  const removes = onRemove !== undefined && value <= min;
  return (
    <Flex className="quantity-control" align="center" gap={6} role="group" aria-label={label ?? t('quantity')}>
      {removes ? (
        <Button
          shape="circle"
          size={size}
          danger
          icon={<DeleteOutlined aria-hidden />}
          aria-label={t('remove')}
          title={t('remove')}
          disabled={disabled}
          onClick={onRemove}
        />
      ) : (
        <Button
          shape="circle"
          size={size}
          icon={<MinusOutlined aria-hidden />}
          aria-label={t('decrease')}
          title={t('decrease')}
          disabled={disabled || value <= min}
          onClick={onDecrease}
        />
      )}
      <output className="quantity-control__count" style={COUNT_STYLE} aria-live="polite">
        {value}
      </output>
      <Button
        shape="circle"
        size={size}
        icon={<PlusOutlined aria-hidden />}
        aria-label={t('increase')}
        title={t('increase')}
        disabled={disabled}
        onClick={onIncrease}
      />
    </Flex>
  );
}
