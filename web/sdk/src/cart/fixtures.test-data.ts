import type { CartItem } from './types';

/** A burger with a required single group, an optional multi group (at most 2) and two add-ons. */
export const BURGER: CartItem = {
  id: 20,
  name: 'Burger',
  image_full_url: '',
  price: 10,
  discount: 10,
  discount_type: 'percent',
  discounted_price: 9,
  stock: 0,
  maximum_cart_quantity: 3,
  store_id: 1,
  module: { module_type: 'food' },
  food_variations: [
    { name: 'Cooking', type: 'single', required: 'on', min: 1, max: 1, values: [{ label: 'Rare', optionPrice: 0 }, { label: 'Well done', optionPrice: 0.5 }] },
    {
      name: 'Extras',
      type: 'multi',
      required: 'off',
      min: 1,
      max: 2,
      values: [
        { label: 'Bacon', optionPrice: 1.5 },
        { label: 'Egg', optionPrice: 1 },
        { label: 'Avocado', optionPrice: 2 },
      ],
    },
  ],
  choice_options: [],
  variations: [],
  add_ons: [
    { id: 1, name: 'Fries', price: 3.5 },
    { id: 2, name: 'Lemonade', price: 3 },
  ],
};

/** A shirt sold in sizes and colours; M-Navy is sold out. */
export const SHIRT: CartItem = {
  id: 21,
  name: 'Shirt',
  image_full_url: '',
  price: 59,
  discount: 10,
  discount_type: 'amount',
  discounted_price: 49,
  stock: 12,
  maximum_cart_quantity: null,
  store_id: 2,
  module: { module_type: 'ecommerce' },
  food_variations: [],
  choice_options: [
    { title: 'Size', options: ['S', 'M'] },
    { title: 'Colour', options: ['Navy', 'Light Blue'] },
  ],
  variations: [
    { type: 'S-Navy', price: 59, discounted_price: 49, stock: 4 },
    { type: 'M-Navy', price: 61, discounted_price: 51, stock: 0 },
    { type: 'S-LightBlue', price: 59, discounted_price: 49, stock: 2 },
    { type: 'M-LightBlue', price: 61, discounted_price: 51, stock: 8 },
  ],
  add_ons: [],
};
