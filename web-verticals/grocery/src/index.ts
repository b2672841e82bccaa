import { defineVertical } from '@storefront/sdk';
import en from './locales/en.json';
import fr from './locales/fr.json';

/** The grocery module's web side. */
export default defineVertical({
  moduleType: 'grocery',
  accent: '#2f9e44',
  resources: { en, fr },
  components: {
    ModuleIntro: () => import('./module-intro'),
  },
});
