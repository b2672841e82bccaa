import { defineVertical } from '@storefront/sdk';
import en from './locales/en.json';
import fr from './locales/fr.json';

/**
 * The parcel module's web side: its introduction, the home's "Send a package" and "Track a package"
 * actions, and its pages under /parcel (package.json's routePrefix): send-package and track-package.
 * Each page is its own chunk and brings its own strings, so this one stays small.
 */
export default defineVertical({
  moduleType: 'parcel',
  accent: '#b45309',
  resources: { en, fr },
  components: {
    ModuleIntro: () => import('./module-intro'),
    PageAction: () => import('./home-actions'),
  },
  routes: [
    { path: 'send-package', load: () => import('./pages/send-package') },
    { path: 'track-package', load: () => import('./pages/track-package') },
    { path: 'my-parcels', load: () => import('./pages/my-parcels') },
  ],
});
