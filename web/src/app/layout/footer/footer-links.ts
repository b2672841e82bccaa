import type { ModulePolicy } from '@storefront/sdk';
import type footer from '@/shared/i18n/locales/en/footer.json';

/** A footer link's label (namespace "footer", under "links."). */
export type FooterLabel = keyof typeof footer.links;

/** One footer link: where it goes and its label key. */
export interface FooterLink {
  href: string;
  label: FooterLabel;
}

/** A group of footer links under a heading key (namespace "footer", under "sections."). */
export interface FooterSection {
  key: 'policies' | 'registration' | 'company' | 'courier' | 'partner';
  links: FooterLink[];
}

export interface FooterContext {
  /** The configuration's policy flags; 0 hides the page. */
  flags?: { refund_policy?: number; cancelation_policy?: number; shipping_policy?: number };
  /** The chosen module's policy (useModulePolicy). */
  policy: ModulePolicy;
  loggedIn: boolean;
}

const link = (slug: FooterLabel, label: FooterLabel = slug): FooterLink => ({ href: `/${slug}`, label });

const MARKETING: FooterLabel[] = ['marketplace', 'express', 'plus', 'ads', 'postpay', 'for-work'];
const PARCEL: FooterLabel[] = [
  'become-parcel-shop',
  'send-package',
  'track-package',
  'find-parcelshop',
  'for-couriers',
  'for-parcel-shop',
];

/**
 * SPEC.md section 2's footer links: policies (refund, cancellation and shipping hidden when their
 * flag is 0), registration, company and help (help labelled Contact in the parcel module; track
 * order for guests outside parcel), parcel and courier, partner and marketing.
 */
export function footerSections({ flags, policy, loggedIn }: FooterContext): FooterSection[] {
  const policies = [
    link('terms-and-conditions'),
    link('privacy-policy'),
    ...(flags?.refund_policy === 0 ? [] : [link('refund-policy')]),
    ...(flags?.cancelation_policy === 0 ? [] : [link('cancellation-policy')]),
    ...(flags?.shipping_policy === 0 ? [] : [link('shipping-policy')]),
  ];
  const company = [
    link('about-us'),
    link('careers'),
    link('help-and-support', policy.help_as_contact ? 'contact' : 'help-and-support'),
    ...(!loggedIn && policy.track_order ? [link('track-order')] : []),
    link('vendor-info'),
  ];
  return [
    { key: 'policies', links: policies },
    {
      key: 'registration',
      links: [{ href: '/store-registration?active=active', label: 'store-registration' }, link('deliveryman-registration')],
    },
    { key: 'company', links: company },
    { key: 'courier', links: PARCEL.map((slug) => link(slug)) },
    { key: 'partner', links: [link('for-ambassadors'), link('for-affiliate'), ...MARKETING.map((slug) => link(slug))] },
  ];
}

/** The social networks SPEC.md names, in its order. */
export const SOCIAL_NETWORKS = ['facebook', 'instagram', 'twitter', 'linkedin', 'pinterest'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

/** The configuration's social links the footer can show: known networks, switched on, with a link. */
export function socialLinks(
  socialMedia: { name: string; link: string; status?: number }[] | undefined,
): { name: SocialNetwork; link: string }[] {
  const known = (name: string): name is SocialNetwork => (SOCIAL_NETWORKS as readonly string[]).includes(name);
  return (socialMedia ?? [])
    .filter((entry) => entry.status !== 0 && entry.link && known(entry.name.toLowerCase()))
    .map((entry) => ({ name: entry.name.toLowerCase() as SocialNetwork, link: entry.link }))
    .sort((a, b) => SOCIAL_NETWORKS.indexOf(a.name) - SOCIAL_NETWORKS.indexOf(b.name));
}

/** App-store buttons to show: a store's link only when its status is 1 (SPEC.md, "Footer"). */
export function appDownloadLinks(links: {
  playstore_url?: string;
  playstore_url_status?: number;
  apple_store_url?: string;
  apple_store_url_status?: number;
} | undefined): { playStore?: string; appStore?: string } {
  return {
    playStore: links?.playstore_url_status === 1 && links.playstore_url ? links.playstore_url : undefined,
    appStore: links?.apple_store_url_status === 1 && links.apple_store_url ? links.apple_store_url : undefined,
  };
}
