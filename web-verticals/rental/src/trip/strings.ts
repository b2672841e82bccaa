import en from './locales/en.json';
import fr from './locales/fr.json';

/**
 * The trip cart's strings, exported by each trip slot and hook as its `resources`: the storefront adds
 * them to the rental namespace when that part loads, so the vertical's own chunk (fetched with every
 * page while a rental module is chosen) stays small.
 */
export const resources = { en, fr };
