import { defineVertical } from '@storefront/sdk';
import en from './locales/en.json';
import fr from './locales/fr.json';

/** The food module's web side: its introduction, its marks on items (veg, non-veg, halal) and its variant modal. */
export default defineVertical({
  moduleType: 'food',
  accent: '#c2410c',
  resources: { en, fr },
  components: {
    ModuleIntro: () => import('./module-intro'),
    ItemMarkers: () => import('./item-markers'),
    ProductModal: () => import('./food-variant-modal'),
  },
});
