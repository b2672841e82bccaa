/**
 * Every text page and its route (/{slug}), grouped as the footer groups them (SPEC.md section 2).
 * The six marketing pages carry the marketplace's name in their titles; their slugs stay generic.
 */
export const CONTENT_PAGES = {
  policies: ['terms-and-conditions', 'privacy-policy', 'refund-policy', 'cancellation-policy', 'shipping-policy'],
  registration: ['store-registration', 'deliveryman-registration'],
  company: ['about-us', 'careers', 'help-and-support', 'vendor-info'],
  parcel: ['become-parcel-shop', 'send-package', 'track-package', 'find-parcelshop', 'for-couriers', 'for-parcel-shop'],
  partner: ['for-ambassadors', 'for-affiliate'],
  marketing: ['marketplace', 'express', 'plus', 'ads', 'postpay', 'for-work'],
} as const;

export type ContentSlug = (typeof CONTENT_PAGES)[keyof typeof CONTENT_PAGES][number];

/** Every slug with a page of its own (help-and-support and registrations add to their text). */
export const ALL_CONTENT_SLUGS: readonly ContentSlug[] = Object.values(CONTENT_PAGES).flat();
