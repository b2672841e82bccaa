export { CartApiProvider, useCartApi, type CartApi } from './cart-api';
export { quantityProblemText, selectionProblemText, useCartText, type CartText } from './cart-text';
export { findSameLine, isSameLine, needsOptions, selectionPayload } from './payload';
export { addOnsPrice, chosenVariation, hasDiscount, linePrice, unitPrice, variationType, type ItemPrices } from './price';
export { quantityProblem, selectionProblems, stockFor, type QuantityProblem, type SelectionProblem } from './rules';
export {
  chooseOption,
  initialSelection,
  selectionFromLine,
  setAddOnQuantity,
  setQuantity,
  toggleAddOn,
  toggleFoodOption,
} from './selection';
export { QuantityControl, type QuantityControlProps } from './quantity-control';
export { useProductChoice, type ProductChoice } from './use-product-choice';
export type * from './types';
export { AddOnList, type AddOnListProps } from './add-on-list';
export { FoodVariationGroup, FoodVariationGroups, type FoodVariationGroupProps } from './food-variation-group';
