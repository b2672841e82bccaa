import type { Language } from '@storefront/sdk';
import type enAccount from '@/shared/i18n/locales/en/account.json';
import type enAddresses from '@/shared/i18n/locales/en/addresses.json';
import enCatalogue from '@/shared/i18n/locales/en/catalogue.json';
import type enCheckout from '@/shared/i18n/locales/en/checkout.json';
import type enCart from '@/shared/i18n/locales/en/cart.json';
import type enConversations from '@/shared/i18n/locales/en/conversations.json';
import type enFooter from '@/shared/i18n/locales/en/footer.json';
import enCommon from '@/shared/i18n/locales/en/common.json';
import type enLanding from '@/shared/i18n/locales/en/landing.json';
import type enLocation from '@/shared/i18n/locales/en/location.json';
import enModules from '@/shared/i18n/locales/en/modules.json';
import type enOrders from '@/shared/i18n/locales/en/orders.json';
import type enPages from '@/shared/i18n/locales/en/pages.json';
import type enReviews from '@/shared/i18n/locales/en/reviews.json';
import enShell from '@/shared/i18n/locales/en/shell.json';
import enWishlist from '@/shared/i18n/locales/en/wishlist.json';

/** English: the default and the fallback of every other language, so it is always in the first load. */
const en = {
  common: enCommon,
  modules: enModules,
  catalogue: enCatalogue,
  shell: enShell,
  wishlist: enWishlist,
};

/**
 * Namespaces of pages no first visit starts on (checkout, orders and tracking, and the address book
 * of checkout, the profile and the saved-places dialog; the account's and the content pages, the
 * sign-in and sign-up dialogs and the location picker with its maps, opened by a click), of the
 * footer, drawn below the first screen, of the landing page (its own route), and of the cart (its drawer, a card's cart button and the
 * product's purchase part, all drawn after the first view): each is fetched in English too with what needs it, as a chunk
 * of its own, so they stay out of the first load of /home (README's 200 KB budget) and a page fetches
 * only the strings it shows. The header's location button and the picker's loading spinner take their
 * words from `shell`.
 */
type OnDemand = {
  checkout: typeof enCheckout;
  orders: typeof enOrders;
  addresses: typeof enAddresses;
  account: typeof enAccount;
  pages: typeof enPages;
  conversations: typeof enConversations;
  reviews: typeof enReviews;
  location: typeof enLocation;
  footer: typeof enFooter;
  cart: typeof enCart;
  landing: typeof enLanding;
};

const ENGLISH_ON_DEMAND: { [N in keyof OnDemand]: () => Promise<{ default: OnDemand[N] }> } = {
  checkout: () => import(/* webpackChunkName: "locale-en-checkout" */ '@/shared/i18n/locales/en/checkout.json'),
  orders: () => import(/* webpackChunkName: "locale-en-orders" */ '@/shared/i18n/locales/en/orders.json'),
  addresses: () => import(/* webpackChunkName: "locale-en-addresses" */ '@/shared/i18n/locales/en/addresses.json'),
  account: () => import(/* webpackChunkName: "locale-en-account" */ '@/shared/i18n/locales/en/account.json'),
  pages: () => import(/* webpackChunkName: "locale-en-pages" */ '@/shared/i18n/locales/en/pages.json'),
  conversations: () => import(/* webpackChunkName: "locale-en-conversations" */ '@/shared/i18n/locales/en/conversations.json'),
  reviews: () => import(/* webpackChunkName: "locale-en-reviews" */ '@/shared/i18n/locales/en/reviews.json'),
  location: () => import(/* webpackChunkName: "locale-en-location" */ '@/shared/i18n/locales/en/location.json'),
  footer: () => import(/* webpackChunkName: "locale-en-footer" */ '@/shared/i18n/locales/en/footer.json'),
  cart: () => import(/* webpackChunkName: "locale-en-cart" */ '@/shared/i18n/locales/en/cart.json'),
  landing: () => import(/* webpackChunkName: "locale-en-landing" */ '@/shared/i18n/locales/en/landing.json'),
};

/** Their names, for what must have them at hand before drawing (tests, Storybook). */
export const ON_DEMAND_NAMESPACES = Object.keys(ENGLISH_ON_DEMAND) as (keyof OnDemand)[];

async function englishOnDemand(): Promise<OnDemand> {
  const loaded = await Promise.all(ON_DEMAND_NAMESPACES.map(async (namespace) => [namespace, (await ENGLISH_ON_DEMAND[namespace]()).default] as const));
  return Object.fromEntries(loaded) as OnDemand;
}

export type Resources = typeof en & OnDemand;
export type Namespace = keyof Resources;

/** The strings bundled with the app: English only, without the on-demand namespaces. */
export const bundledResources = { en } as const;

/**
 * The other languages, each one chunk fetched only when it is the shopper's language. The type makes
 * a key missing in one language an error, as when every language was bundled.
 */
const LOADERS: Record<Exclude<Language, 'en'>, () => Promise<Resources>> = {
  fr: async () => {
    const [common, landing, modules, location, catalogue, shell, pages, account, wishlist, addresses, checkout, orders, conversations, reviews, footer, cart] = await Promise.all([
      import(/* webpackChunkName: "locale-fr" */ '@/shared/i18n/locales/fr/common.json'),
      import(/* webpackChunkName: "locale-fr" */ '@/shared/i18n/locales/fr/landing.json'),
      import(/* webpackChunkName: "locale-fr" */ '@/shared/i18n/locales/fr/modules.json'),
      import(/* webpackChunkName: "locale-fr" */ '@/shared/i18n/locales/fr/location.json'),
      import(/* webpackChunkName: "locale-fr" */ '@/shared/i18n/locales/fr/catalogue.json'),
      import(/* webpackChunkName: "locale-fr" */ '@/shared/i18n/locales/fr/shell.json'),
      import(/* webpackChunkName: "locale-fr" */ '@/shared/i18n/locales/fr/pages.json'),
      import(/* webpackChunkName: "locale-fr" */ '@/shared/i18n/locales/fr/account.json'),
      import(/* webpackChunkName: "locale-fr" */ '@/shared/i18n/locales/fr/wishlist.json'),
      import(/* webpackChunkName: "locale-fr" */ '@/shared/i18n/locales/fr/addresses.json'),
      import(/* webpackChunkName: "locale-fr" */ '@/shared/i18n/locales/fr/checkout.json'),
      import(/* webpackChunkName: "locale-fr" */ '@/shared/i18n/locales/fr/orders.json'),
      import(/* webpackChunkName: "locale-fr" */ '@/shared/i18n/locales/fr/conversations.json'),
      import(/* webpackChunkName: "locale-fr" */ '@/shared/i18n/locales/fr/reviews.json'),
      import(/* webpackChunkName: "locale-fr" */ '@/shared/i18n/locales/fr/footer.json'),
      import(/* webpackChunkName: "locale-fr" */ '@/shared/i18n/locales/fr/cart.json'),
    ]);
    return {
      common: common.default,
      landing: landing.default,
      modules: modules.default,
      location: location.default,
      catalogue: catalogue.default,
      shell: shell.default,
      pages: pages.default,
      account: account.default,
      wishlist: wishlist.default,
      addresses: addresses.default,
      checkout: checkout.default,
      orders: orders.default,
      conversations: conversations.default,
      reviews: reviews.default,
      footer: footer.default,
      cart: cart.default,
    };
  },
};

/**
 * The strings of one `namespace` in `language` (i18next's backend asks one at a time), or null for a
 * code we ship no strings for. English fetches only that namespace's chunk; another language's
 * strings are one chunk, fetched once.
 */
export async function loadNamespace(language: string, namespace: Namespace): Promise<object | null> {
  if (language === 'en') {
    if (namespace in en) return en[namespace as keyof typeof en];
    return (await ENGLISH_ON_DEMAND[namespace as keyof OnDemand]()).default;
  }
  return (await loadResources(language))?.[namespace] ?? null;
}

/** Every string of `language`, or null for a code we ship no strings for (English answers those). */
export async function loadResources(language: string): Promise<Resources | null> {
  if (language === 'en') return { ...en, ...(await englishOnDemand()) };
  const load = (LOADERS as Record<string, (() => Promise<Resources>) | undefined>)[language];
  return load ? load() : null;
}
