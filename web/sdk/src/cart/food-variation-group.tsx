import { Checkbox, Flex, Radio, Typography } from 'antd';
import { useCartText } from './cart-text';
import type { FoodVariationGroup as Group } from './types';
import type { ProductChoice } from './use-product-choice';

export interface FoodVariationGroupProps {
  group: Group;
  chosen: readonly string[];
  onToggle: (label: string) => void;
  formatPrice: (amount: number) => string;
}

/**
 * One food variation group (SPEC.md sections 4 and 5): a single group is a radio choice, a multi
 * group checkboxes with its min-max hint; a zero-priced option reads 'free'.
 */
export function FoodVariationGroup({ group, chosen, onToggle, formatPrice }: FoodVariationGroupProps) {
  const t = useCartText();
  const extra = (price: number) => (price > 0 ? `+${formatPrice(price)}` : t('free'));
  const full = group.type === 'multi' && group.max > 0 && chosen.length >= group.max;
  const option = (label: string, price: number) => (
    <Flex justify="space-between" gap={12} style={{ inlineSize: '100%' }}>
      <span>{label}</span>
      <Typography.Text type="secondary">{extra(price)}</Typography.Text>
    </Flex>
  );
  return (
    <fieldset className="variation-group" style={FIELDSET_STYLE}>
      <legend style={{ fontWeight: 600, paddingInline: 0 }}>
        {group.name}{' '}
        <Typography.Text type="secondary">{group.required === 'on' ? t('required') : t('optional')}</Typography.Text>
      </legend>
      {group.type === 'multi' ? (
        <Typography.Paragraph type="secondary" style={{ marginBlock: 4 }}>
          {t('multiHint', { min: group.min, max: group.max })}
        </Typography.Paragraph>
      ) : null}
      {group.type === 'single' ? (
        <Radio.Group value={chosen[0] ?? null} onChange={(event) => onToggle(String(event.target.value))} style={{ inlineSize: '100%' }}>
          <Flex vertical gap={4}>
            {group.values.map((value) => (
              <Radio key={value.label} value={value.label} style={{ inlineSize: '100%' }}>
                {option(value.label, value.optionPrice)}
              </Radio>
            ))}
          </Flex>
        </Radio.Group>
      ) : (
        <Flex vertical gap={4}>
          {group.values.map((value) => {
            const checked = chosen.includes(value.label);
            return (
              <Checkbox key={value.label} checked={checked} disabled={full && !checked} onChange={() => onToggle(value.label)}>
                {option(value.label, value.optionPrice)}
              </Checkbox>
            );
          })}
        </Flex>
      )}
    </fieldset>
  );
}

const FIELDSET_STYLE = { border: 0, margin: 0, padding: 0, minInlineSize: 0 } as const;

/** Every food variation group of the item being chosen, each bound to the shopper's choice. */
export function FoodVariationGroups({ groups, choice }: { groups: readonly Group[]; choice: ProductChoice }) {
  return groups.map((group) => (
    <FoodVariationGroup
      key={group.name}
      group={group}
      chosen={choice.selection.food[group.name] ?? []}
      onToggle={(label) => choice.toggleFood(group, label)}
      formatPrice={choice.formatPrice}
    />
  ));
}
