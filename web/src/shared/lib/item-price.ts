/**
 * An item's own discount (SPEC.md sections 3 and 9). The rule lives in the sdk, beside the cart's
 * line price, so the storefront, the verticals and the cart price an item the same way.
 */
export { discountedPrice, hasDiscount, type ItemDiscount } from '@storefront/sdk';
