import { InboxOutlined } from '@ant-design/icons';
import { useParcelTranslation } from '../strings';
import type { ParcelCategory } from '../types';
import './parcel-home.css';

export interface CategoryListProps {
  categories: readonly ParcelCategory[];
  formatPrice: (amount: number) => string;
}

/**
 * The parcel categories the server offers, to read (the send page is where one is chosen): each with
 * its picture (an icon when it has none), name, description and the server's charge per km.
 */
export function CategoryList({ categories, formatPrice }: CategoryListProps) {
  const t = useParcelTranslation();
  return (
    <ul className="parcel-home__categories">
      {categories.map((category) => (
        <li key={category.id} className="parcel-home__card" data-testid="parcel-category">
          {category.image_full_url ? (
            <img src={category.image_full_url} alt="" width={40} height={40} style={{ objectFit: 'contain', flex: 'none' }} />
          ) : (
            <InboxOutlined aria-hidden className="parcel-home__icon" />
          )}
          <div>
            <p className="parcel-home__text parcel-home__strong">{category.name}</p>
            <p className="parcel-home__muted">{category.description}</p>
            <p className="parcel-home__muted">{t('perKm', { price: formatPrice(category.per_km_charge), minimum: formatPrice(category.minimum_charge) })}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
