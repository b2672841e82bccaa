import { defineVertical } from '@storefront/sdk';
import en from './locales/en.json';
import fr from './locales/fr.json';

/**
 * The pharmacy module's web side: its introduction, "Order with prescription" on its home and on the
 * pages of the pharmacies that take orders of a prescription alone (the PageAction slot), and the page
 * choosing that pharmacy under /pharmacy (package.json's routePrefix). The order itself is the
 * storefront's checkout, which takes prescription images for a module whose policy says so.
 */
export default defineVertical({
  moduleType: 'pharmacy',
  accent: '#1971c2',
  resources: { en, fr },
  components: {
    ModuleIntro: () => import('./module-intro'),
    PageAction: () => import('./prescription/order-with-prescription'),
  },
  routes: [{ path: 'prescription-order', load: () => import('./pages/prescription-order') }],
});
