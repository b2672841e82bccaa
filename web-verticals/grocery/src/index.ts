import { defineVertical } from '@storefront/sdk';
import en from './locales/en.json';
import fr from './locales/fr.json';

/** The grocery module's web side. */
export default defineVertical({
  moduleType: 'grocery',
  accent: '#2f7d3a',
  resources: { en, fr },
  components: {
    ModuleIntro: () => import('./module-intro'),
  },
});
