/**
 * The shapes the cart's selection rules read. They are the storefront's generated API types seen
 * structurally (the sdk may not import the storefront): an API `Item` is a `CartItem`.
 */

/** One option of a food variation group (SPEC.md section 3). */
export interface FoodVariationValue {
  label: string;
  optionPrice: number;
}

/** A food variation group: single or multi, required ('on') or not, with min and max for multi. */
export interface FoodVariationGroup {
  name: string;
  type: 'single' | 'multi';
  required: 'on' | 'off';
  min: number;
  max: number;
  values: FoodVariationValue[];
}

/** A grocery or ecommerce choice (Size: S, M, L); the chosen options make a variation's type. */
export interface ChoiceOption {
  title: string;
  options: string[];
}

/** One combination of choices with its own price and stock ("S-Navy"). */
export interface ItemVariation {
  type: string;
  price: number;
  /** Its price after the item's discount, as the server answered it. */
  discounted_price: number;
  stock: number;
}

export interface AddOn {
  id: number;
  name: string;
  price: number;
}

/** What the cart needs to know of an item. */
export interface CartItem {
  id: number;
  name: string;
  image_full_url: string;
  price: number;
  discount: number;
  discount_type: string;
  /** The price after the item's own discount, as the server answered it. */
  discounted_price: number;
  stock: number;
  maximum_cart_quantity: number | null;
  store_id: number;
  module: { module_type: string };
  food_variations: FoodVariationGroup[];
  choice_options: ChoiceOption[];
  variations: ItemVariation[];
  add_ons: AddOn[];
}

/** A food group's selection as the cart API takes it: `{name, values: [{label}]}`. */
export interface FoodVariationChoice {
  name: string;
  values: { label: string }[];
}

/** A choice variation as the cart API takes it: `{type}`. */
export interface TypeVariationChoice {
  type: string;
}

export type VariationChoice = FoodVariationChoice | TypeVariationChoice;

/** What the cart API echoes back of a line's options (absent fields may come as null). */
export interface CartLineVariation {
  name?: string | null;
  values?: { label: string; optionPrice?: number }[] | null;
  type?: string | null;
}

/** What the selection rules read of a cart line. */
export interface CartLineView {
  id: number;
  item_id: number;
  quantity: number;
  variation: CartLineVariation[];
  add_on_ids: number[];
  add_on_qtys: number[];
}

/** What the shopper chose for one item in the product modal. */
export interface ItemSelection {
  quantity: number;
  /** Food groups: group name -> chosen labels (one for a single group). */
  food: Readonly<Record<string, readonly string[]>>;
  /** Choice options: title -> chosen option. */
  choices: Readonly<Record<string, string>>;
  /** Add-on id -> quantity (absent or 0: not chosen). */
  addOns: Readonly<Record<number, number>>;
}

/** The options part of an add or update call. */
export interface SelectionPayload {
  variation: VariationChoice[];
  add_on_ids: number[];
  add_on_qtys: number[];
}
