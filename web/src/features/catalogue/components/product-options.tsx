import MinusOutlined from '@ant-design/icons/MinusOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { Button, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CatalogueFormat } from '@/features/catalogue/hooks/use-catalogue-format';
import type { Item } from '@/features/catalogue/types';

interface Props {
  item: Item;
  format: CatalogueFormat;
}

/**
 * What can be chosen with an item: food variation groups, choice options and add-ons, then the
 * quantity. Shown read-only: choosing arrives with the cart.
 */
export function ProductOptions({ item, format }: Props) {
  const { t } = useTranslation('catalogue');
  const extra = (price: number) => (price > 0 ? `+${format.price(price)}` : t('options.free'));
  return (
    <div className="product-options">
      {item.food_variations.map((group) => (
        <fieldset key={group.name} className="product-options__group" disabled>
          <legend>
            {group.name}{' '}
            <span className="text-secondary">{group.required === 'on' ? t('options.required') : t('options.optional')}</span>
          </legend>
          {group.type === 'multi' ? (
            <p className="text-secondary product-options__hint">{t('options.multiHint', { min: group.min, max: group.max })}</p>
          ) : null}
          <ul className="product-options__values">
            {group.values.map((value) => (
              <li key={value.label}>
                <span>{value.label}</span>
                <span className="text-secondary">{extra(value.optionPrice)}</span>
              </li>
            ))}
          </ul>
        </fieldset>
      ))}
      {item.choice_options.map((choice) => (
        <div key={choice.title} className="product-options__group">
          <p className="product-options__title">{choice.title}</p>
          <div>
            {choice.options.map((option) => (
              <Tag key={option}>{option}</Tag>
            ))}
          </div>
        </div>
      ))}
      {item.add_ons.length > 0 ? (
        <div className="product-options__group">
          <p className="product-options__title">{t('options.addOns')}</p>
          <ul className="product-options__values">
            {item.add_ons.map((addOn) => (
              <li key={addOn.id}>
                <span>{addOn.name}</span>
                <span className="text-secondary">{extra(addOn.price)}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="product-options__quantity" role="group" aria-label={t('options.quantity')}>
        <span className="product-options__title">{t('options.quantity')}</span>
        <Button shape="circle" size="small" icon={<MinusOutlined />} aria-label={t('options.decrease')} disabled />
        <output className="product-options__count">1</output>
        <Button shape="circle" size="small" icon={<PlusOutlined />} aria-label={t('options.increase')} disabled />
      </div>
    </div>
  );
}
