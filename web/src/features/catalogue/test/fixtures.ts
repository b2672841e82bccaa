import type { Item, Store } from '@/features/catalogue/types';

/** An item as the API answers it, with every flag off; tests set what they look at. */
export function anItem(overrides: Partial<Item> = {}): Item {
  return {
    id: 7,
    slug: 'lemons-7',
    name: 'Lemons',
    description: 'Unwaxed lemons from Sicily.',
    generic_name: [],
    image_full_url: '/media/item/lemons.webp',
    images_full_url: ['/media/item/lemons.webp'],
    module_id: 2,
    module: { id: 2, module_type: 'grocery' },
    unit_type: null,
    store_id: 3,
    store_name: 'Épicerie du Marais',
    zone_id: 1,
    category_id: 16,
    category_ids: [{ id: 16, position: 1 }],
    price: 10,
    discount: 0,
    discount_type: 'percent',
    store_discount: 0,
    restaurant_discount: 0,
    stock: 20,
    maximum_cart_quantity: null,
    is_prescription_required: 0,
    avg_rating: 4.6,
    rating_count: 147,
    wishlist_count: 3,
    whislists_count: 3,
    tags: [],
    organic: 0,
    recommended: 0,
    veg: 1,
    is_halal: 0,
    halal_tag_status: 0,
    flash_sale: 0,
    isCampaignItem: false,
    nutritions_name: [],
    allergies_name: [],
    available_time_starts: '00:00',
    available_time_ends: '23:59',
    available_date_starts: null,
    available_date_ends: null,
    schedule_order: 0,
    variations: [],
    choice_options: [],
    food_variations: [],
    add_ons: [],
    addons: [],
    extra: {},
    ...overrides,
  } as Item;
}

/** A food item. */
export function aFoodItem(overrides: Partial<Item> = {}): Item {
  return anItem({ id: 9, name: 'Chai latte', module_id: 1, module: { id: 1, module_type: 'food' }, ...overrides });
}

/** A store as the API answers it. */
export function aStore(overrides: Partial<Store> = {}): Store {
  return {
    id: 3,
    slug: 'epicerie-du-marais',
    name: 'Épicerie du Marais',
    logo_full_url: '/media/store/logo.webp',
    cover_photo_full_url: '/media/store/cover.webp',
    phone: '',
    email: '',
    address: '3 Rue des Rosiers, Paris',
    module_id: 2,
    module: { id: 2, module_type: 'grocery' },
    zone_id: 1,
    latitude: 48.85,
    longitude: 2.35,
    tax: 10,
    minimum_order: 20,
    avg_rating: 4.3,
    rating_count: 140,
    discount: null,
    self_delivery_system: 0,
    free_delivery: 0,
    per_km_shipping_charge: 0.9,
    minimum_shipping_charge: 1.99,
    maximum_shipping_charge: 7.99,
    free_delivery_over: 40,
    delivery_time: '30-45 min',
    delivery: 1,
    take_away: 1,
    schedule_order: 1,
    prescription_order: 0,
    veg: 1,
    non_veg: 1,
    halal_tag_status: 0,
    featured: 0,
    active: 1,
    open: 1,
    schedules: [],
    extra: {},
    ...overrides,
  } as Store;
}

/** Euros with two decimals, the way the demo marketplace writes them. */
export const EUROS = {
  price: (amount: number) => `€${amount.toFixed(2)}`,
  rating: (rating: number) => rating.toFixed(2),
  deliveryTime: (text: string) => text,
};
