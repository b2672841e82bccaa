import {
  AddOnList,
  FoodVariationGroups,
  QuantityControl,
  useCartText,
  useProductChoice,
  type VerticalSlotProps,
} from '@storefront/sdk';
import LoadingOutlined from '@ant-design/icons/LoadingOutlined';
import { Button, Flex, Modal, Typography } from 'antd';
import ItemMarkers from './item-markers';
import './food-variant-modal.css';

/**
 * The food module's product modal (SPEC.md section 2: a food variant modal in the food module):
 * the dish's picture and marks, its variation groups and add-ons, and a footer with the quantity
 * and Add to Cart or Update To Cart carrying the live price. It closes once the cart took the choice.
 */
export default function FoodVariantModal({ item, line, vegNonVeg, countsStock, onClose }: VerticalSlotProps['ProductModal']) {
  const t = useCartText();
  const choice = useProductChoice(item, line, countsStock);
  const save = async () => {
    if (await choice.submit()) onClose();
  };
  const buttonText = choice.action === 'update' ? t('updateToCart') : t('addToCart');
  return (
    <Modal
      open
      onCancel={onClose}
      title={
        <Flex align="center" gap={8}>
          <span>{item.name}</span>
          <ItemMarkers item={item} vegNonVeg={vegNonVeg} />
        </Flex>
      }
      width={560}
      destroyOnHidden
      className="food-variant-modal"
      footer={
        <Flex align="center" justify="space-between" gap={12} wrap>
          <QuantityControl
            value={choice.selection.quantity}
            size="middle"
            onIncrease={choice.increase}
            onDecrease={choice.decrease}
          />
          <Button type="primary" size="large" loading={choice.pending && { icon: <LoadingOutlined aria-hidden /> }} onClick={() => void save()} className="food-variant-modal__save">
            <span>{buttonText}</span>
            <span aria-live="polite">{choice.formatPrice(choice.total)}</span>
          </Button>
        </Flex>
      }
    >
      {/* No picture, no image: an empty src would have the browser fetch the page itself again. */}
      {item.image_full_url ? (
        <img src={item.image_full_url} alt="" className="food-variant-modal__image" width={560} height={220} />
      ) : null}
      {item.description ? (
        <Typography.Paragraph type="secondary" ellipsis={{ rows: 3, expandable: 'collapsible' }}>
          {item.description}
        </Typography.Paragraph>
      ) : null}
      <Flex vertical gap={16}>
        <FoodVariationGroups groups={item.food_variations} choice={choice} />
        <AddOnList
          addOns={item.add_ons}
          chosen={choice.selection.addOns}
          onToggle={choice.toggleAddOn}
          onQuantity={choice.setAddOnQuantity}
          formatPrice={choice.formatPrice}
        />
      </Flex>
    </Modal>
  );
}
