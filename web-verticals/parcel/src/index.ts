import { defineVertical } from '@storefront/sdk';
import en from './locales/en.json';
import fr from './locales/fr.json';

/**
 * The parcel module's web side: its introduction, its own home (send a package, track one, the parcel
 * categories and the customer's recent parcels) in place of the catalogue's, and its pages under
 * /parcel (package.json's routePrefix): send-package, track-package and my-parcels. Each page is its
 * own chunk and brings its own strings, so this one stays small.
 */
export default defineVertical({
  moduleType: 'parcel',
  accent: '#b45309',
  resources: { en, fr },
  components: {
    ModuleIntro: () => import('./module-intro'),
  },
  // Named "home-parcel" (see the sdk's WebVertical.home): index.html fetches it with the app on /home.
  home: () => import(/* webpackChunkName: "home-parcel" */ './home/parcel-home'),
  routes: [
    { path: 'send-package', load: () => import('./pages/send-package') },
    { path: 'track-package', load: () => import('./pages/track-package') },
    { path: 'my-parcels', load: () => import('./pages/my-parcels') },
  ],
});
