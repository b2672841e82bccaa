import { defineVertical } from '@storefront/sdk';
import en from './locales/en.json';
import fr from './locales/fr.json';

/**
 * The rental module's web side: its introduction, its pages under /rental (package.json's
 * routePrefix), and its trip cart: "Add to trip" in place of add-to-cart, the trip cart drawer and
 * its header count, and the module switch rule; its trips: the trip checkout, My Trips, a trip's
 * details and 'Track Trip'; its search box's vehicle suggestions. Each part is its own chunk (the trip cart's strings
 * come with it), so this one stays small.
 */
export default defineVertical({
  moduleType: 'rental',
  accent: '#0b7285',
  resources: { en, fr },
  components: {
    ModuleIntro: () => import('./module-intro'),
    PurchaseAction: () => import('./trip/add-to-trip'),
    CartDrawerBody: () => import('./trip/trip-cart-body'),
    CartCount: () => import('./trip/trip-cart-count'),
  },
  routes: [
    { path: 'vehicle-search', load: () => import('./pages/vehicle-search') },
    { path: 'provider-details', load: () => import('./pages/provider-details') },
    // The trip pages share one chunk (each chunk costs every page's first load a line of the loader's
    // table); my-trips and track-order are drawn for the storefront's /my-trips and /track-order too.
    { path: 'trip-checkout', load: () => import(/* webpackChunkName: "rental-trips" */ './pages/trip-checkout') },
    { path: 'trip', load: () => import(/* webpackChunkName: "rental-trips" */ './pages/trip') },
    { path: 'my-trips', load: () => import(/* webpackChunkName: "rental-trips" */ './pages/my-trips') },
    { path: 'track-order', load: () => import(/* webpackChunkName: "rental-trips" */ './pages/track-trip') },
  ],
  onModuleSwitch: () => import('./trip/module-switch'),
  searchSuggestions: () => import('./vehicles/suggest'),
});
