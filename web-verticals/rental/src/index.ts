import { defineVertical } from '@storefront/sdk';
import en from './locales/en.json';
import fr from './locales/fr.json';

/** The rental module's web side. */
export default defineVertical({
  moduleType: 'rental',
  accent: '#0b7285',
  resources: { en, fr },
  components: {
    ModuleIntro: () => import('./module-intro'),
  },
});
