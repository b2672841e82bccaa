import { defineVertical } from '@storefront/sdk';
import en from './locales/en.json';
import fr from './locales/fr.json';

/** The food module's web side. */
export default defineVertical({
  moduleType: 'food',
  accent: '#e8590c',
  resources: { en, fr },
  components: {
    ModuleIntro: () => import('./module-intro'),
  },
});
