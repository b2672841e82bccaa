import { defineVertical } from '@storefront/sdk';
import en from './locales/en.json';
import fr from './locales/fr.json';

/** The ecommerce module's web side. */
export default defineVertical({
  moduleType: 'ecommerce',
  accent: '#7048e8',
  resources: { en, fr },
  components: {
    ModuleIntro: () => import('./module-intro'),
  },
});
