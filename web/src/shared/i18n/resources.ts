import type { Language } from '@storefront/sdk';
import type enAccount from '@/shared/i18n/locales/en/account.json';
import type enAddresses from '@/shared/i18n/locales/en/addresses.json';
import enCatalogue from '@/shared/i18n/locales/en/catalogue.json';
import type enCheckout from '@/shared/i18n/locales/en/checkout.json';
import type enConversations from '@/shared/i18n/locales/en/conversations.json';
import enCommon from '@/shared/i18n/locales/en/common.json';
import enLanding from '@/shared/i18n/locales/en/landing.json';
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
  landing: enLanding,
  modules: enModules,
  catalogue: enCatalogue,
  shell: enShell,
  wishlist: enWishlist,
};

/**
 * Namespaces of pages no first visit starts on (checkout, orders and tracking, and the address book
 * of checkout, the profile and the saved-places dialog; the account's and the content pages, the
 * sign-in and sign-up dialogs and the location picker with its maps, opened by a click): fetched with
 * those pages, in English too, so they stay out of the first load of /home (README's 200 KB budget).
 * The header's location button and the picker's loading spinner take their words from `shell`.
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
};

/** Their names, for what must have them at hand before drawing (tests, Storybook). */
export const ON_DEMAND_NAMESPACES = ['checkout', 'orders', 'addresses', 'account', 'pages', 'conversations', 'reviews', 'location'] as const satisfies readonly (keyof OnDemand)[];

async function englishOnDemand(): Promise<OnDemand> {
  const [checkout, orders, addresses, account, pages, conversations, reviews, location] = await Promise.all([
    import(/* webpackChunkName: "locale-en-orders" */ '@/shared/i18n/locales/en/checkout.json'),
    import(/* webpackChunkName: "locale-en-orders" */ '@/shared/i18n/locales/en/orders.json'),
    import(/* webpackChunkName: "locale-en-orders" */ '@/shared/i18n/locales/en/addresses.json'),
    import(/* webpackChunkName: "locale-en-orders" */ '@/shared/i18n/locales/en/account.json'),
    import(/* webpackChunkName: "locale-en-orders" */ '@/shared/i18n/locales/en/pages.json'),
    import(/* webpackChunkName: "locale-en-orders" */ '@/shared/i18n/locales/en/conversations.json'),
    import(/* webpackChunkName: "locale-en-orders" */ '@/shared/i18n/locales/en/reviews.json'),
    import(/* webpackChunkName: "locale-en-orders" */ '@/shared/i18n/locales/en/location.json'),
  ]);
  return {
    checkout: checkout.default,
    orders: orders.default,
    addresses: addresses.default,
    account: account.default,
    pages: pages.default,
    conversations: conversations.default,
    reviews: reviews.default,
    location: location.default,
  };
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
    const [common, landing, modules, location, catalogue, shell, pages, account, wishlist, addresses, checkout, orders, conversations, reviews] = await Promise.all([
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
    };
  },
};

/** Every string of `language`, or null for a code we ship no strings for (English answers those). */
export async function loadResources(language: string): Promise<Resources | null> {
  if (language === 'en') return { ...en, ...(await englishOnDemand()) };
  const load = (LOADERS as Record<string, (() => Promise<Resources>) | undefined>)[language];
  return load ? load() : null;
}
