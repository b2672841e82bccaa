import { defineVertical } from '@storefront/sdk';
import en from './locales/en.json';
import fr from './locales/fr.json';

/** The pharmacy module's web side. */
export default defineVertical({
  moduleType: 'pharmacy',
  accent: '#1971c2',
  resources: { en, fr },
  components: {
    ModuleIntro: () => import('./module-intro'),
  },
});
