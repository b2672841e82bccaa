/**
 * An item's prices as the server answered them (SPEC.md sections 3 and 9): the storefront shows the
 * pricing engine's figures and computes no discount of its own.
 */
export { hasDiscount, type ItemPrices } from '@storefront/sdk';
