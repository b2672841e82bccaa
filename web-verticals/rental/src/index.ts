import { defineVertical } from '@storefront/sdk';
import en from './locales/en.json';
import fr from './locales/fr.json';

/** The rental module's web side: its introduction and its pages under /rental (package.json's routePrefix). */
export default defineVertical({
  moduleType: 'rental',
  accent: '#0b7285',
  resources: { en, fr },
  components: {
    ModuleIntro: () => import('./module-intro'),
  },
  routes: [
    { path: 'vehicle-search', load: () => import('./pages/vehicle-search') },
    { path: 'provider-details', load: () => import('./pages/provider-details') },
  ],
});
