import type { Namespace } from '@/shared/i18n/resources';

/**
 * The strings each page shows at once that are not in the first load (shared/i18n/resources.ts), by the
 * name of the page's chunk. The router asks for them with the page's code, and index.html's boot script
 * (web/boot/boot.js, from the chunk map the build writes: web/scripts/first-load-plugin.ts) before the
 * app has run. Left to the page, each namespace would be asked only when a component that needs it
 * first rendered and suspended, one after the other: checkout waited for its strings, then for the
 * address book's, before it could ask for the marketplace's clock. Strings drawn later (a dialog's, the
 * footer's below the first screen) still come when needed.
 */
export const PAGE_STRINGS = {
  'route-checkout': ['checkout', 'addresses'],
  'route-my-orders': ['orders'],
  'route-order-details': ['orders'],
  'route-track-order': ['orders'],
  'route-account': ['pages'],
  'route-settings': ['pages'],
  'route-help': ['pages'],
  'route-content': ['pages'],
  'route-landing': ['landing', 'location'],
} as const satisfies Record<string, readonly Namespace[]>;
