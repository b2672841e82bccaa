import type { Item, Store } from '@/features/catalogue/types';
import { demoItem, demoStore } from '@/test/fixtures/catalogue';
import { moduleNumbered } from '@/test/fixtures/marketplace';

const GROCERY = moduleNumbered(2);
const FOOD = moduleNumbered(1);

/**
 * The catalogue tests' item and store: the shared demo builders with the values these tests read
 * written out here, so a change to the demo pictures or names never changes what a test expects.
 */

/** A grocery item with every flag off and no options; tests set what they look at. */
export function anItem(overrides: Partial<Item> = {}): Item {
  return demoItem(GROCERY.module_type, {
    id: 7,
    slug: 'lemons-7',
    name: 'Lemons',
    description: 'Unwaxed lemons from Sicily.',
    image_full_url: '/media/item/lemons.webp',
    images_full_url: ['/media/item/lemons.webp'],
    store_id: 3,
    store_name: 'Épicerie du Marais',
    category_id: 16,
    category_ids: [{ id: 16, position: 1 }],
    price: 10,
    stock: 20,
    avg_rating: 4.6,
    rating_count: 147,
    wishlist_count: 3,
    whislists_count: 3,
    schedule_order: 0,
    ...overrides,
  });
}

/** A food item. */
export function aFoodItem(overrides: Partial<Item> = {}): Item {
  return anItem({ id: 9, name: 'Chai latte', module_id: FOOD.id, module: { id: FOOD.id, module_type: FOOD.module_type }, ...overrides });
}

/** A grocery store, open, with delivery terms and no business hours listed. */
export function aStore(overrides: Partial<Store> = {}): Store {
  return demoStore(GROCERY.module_type, {
    id: 3,
    slug: 'epicerie-du-marais',
    name: 'Épicerie du Marais',
    logo_full_url: '/media/store/logo.webp',
    cover_photo_full_url: '/media/store/cover.webp',
    phone: '',
    email: '',
    address: '3 Rue des Rosiers, Paris',
    latitude: 48.85,
    longitude: 2.35,
    avg_rating: 4.3,
    rating_count: 140,
    delivery_time: '30-45 min',
    schedules: [],
    ...overrides,
  });
}

/** Euros with two decimals, the way the demo marketplace writes them. */
export const EUROS = {
  price: (amount: number) => `€${amount.toFixed(2)}`,
  rating: (rating: number) => rating.toFixed(2),
  count: (value: number) => String(value),
  discount: (type: string, value: number) => (type === 'percent' ? `-${value}%` : `-€${value.toFixed(2)}`),
  deliveryTime: (text: string) => text,
};
