import { InboxOutlined } from '@ant-design/icons';
import { Card, Flex, Radio, Typography } from 'antd';
import { useParcelTranslation } from '../strings';
import type { ParcelCategory } from '../types';

export interface CategoryCardsProps {
  categories: readonly ParcelCategory[];
  value?: number;
  onChange?: (id: number) => void;
  formatPrice: (amount: number) => string;
}

/** The parcel categories as cards to choose one from (a form control: `value` is the category id). */
export function CategoryCards({ categories, value, onChange, formatPrice }: CategoryCardsProps) {
  const t = useParcelTranslation();
  return (
    <Radio.Group value={value} onChange={(event) => onChange?.(event.target.value as number)} className="parcel-categories">
      <Flex wrap gap="small">
        {categories.map((category) => (
          <Card
            key={category.id}
            size="small"
            hoverable
            onClick={() => onChange?.(category.id)}
            style={{ width: 220, borderColor: value === category.id ? 'var(--ant-color-primary)' : undefined }}
          >
            <Flex gap="small" align="start">
              {category.image_full_url ? (
                <img src={category.image_full_url} alt="" width={32} height={32} />
              ) : (
                <InboxOutlined aria-hidden style={{ fontSize: 28 }} />
              )}
              <Flex vertical>
                <Radio value={category.id}>
                  <Typography.Text strong>{category.name}</Typography.Text>
                </Radio>
                <Typography.Text type="secondary">{category.description}</Typography.Text>
                <Typography.Text type="secondary">
                  {t('perKm', { price: formatPrice(category.per_km_charge), minimum: formatPrice(category.minimum_charge) })}
                </Typography.Text>
              </Flex>
            </Flex>
          </Card>
        ))}
      </Flex>
    </Radio.Group>
  );
}
