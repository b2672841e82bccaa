import { defineVertical } from '@storefront/sdk';
import en from './locales/en.json';
import fr from './locales/fr.json';

/** The parcel module's web side. */
export default defineVertical({
  moduleType: 'parcel',
  accent: '#b45309',
  resources: { en, fr },
  components: {
    ModuleIntro: () => import('./module-intro'),
  },
});
