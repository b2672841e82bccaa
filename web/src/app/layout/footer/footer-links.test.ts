import { describe, expect, it } from 'vitest';
import { appDownloadLinks, footerSections, socialLinks } from '@/app/layout/footer/footer-links';
import { POLICIES } from '@/test/fixtures/marketplace';

const hrefs = (context: Parameters<typeof footerSections>[0]) =>
  footerSections(context).flatMap((section) => section.links.map((link) => link.href));
const GUEST = { policy: POLICIES.grocery, loggedIn: false };

describe('footer links', () => {
  it('list every page SPEC.md puts in the footer', () => {
    expect(hrefs(GUEST)).toEqual([
      '/terms-and-conditions',
      '/privacy-policy',
      '/refund-policy',
      '/cancellation-policy',
      '/shipping-policy',
      '/store-registration?active=active',
      '/deliveryman-registration',
      '/about-us',
      '/careers',
      '/help-and-support',
      '/track-order',
      '/vendor-info',
      '/become-parcel-shop',
      '/send-package',
      '/track-package',
      '/find-parcelshop',
      '/for-couriers',
      '/for-parcel-shop',
      '/for-ambassadors',
      '/for-affiliate',
      '/marketplace',
      '/express',
      '/plus',
      '/ads',
      '/postpay',
      '/for-work',
    ]);
  });

  it.each([
    ['refund_policy', '/refund-policy'],
    ['cancelation_policy', '/cancellation-policy'],
    ['shipping_policy', '/shipping-policy'],
  ])('hide a policy whose flag %s is 0', (flag, href) => {
    expect(hrefs({ ...GUEST, flags: { [flag]: 0 } })).not.toContain(href);
    expect(hrefs({ ...GUEST, flags: { [flag]: 1 } })).toContain(href);
  });

  it('call help Contact in the parcel module and drop track order there and for customers', () => {
    const company = (context: Parameters<typeof footerSections>[0]) =>
      footerSections(context).find((section) => section.key === 'company')!.links;

    expect(company({ policy: POLICIES.parcel, loggedIn: false }).map((l) => l.label)).toEqual([
      'about-us',
      'careers',
      'contact',
      'vendor-info',
    ]);
    expect(company({ policy: POLICIES.food, loggedIn: true }).map((l) => l.href)).not.toContain('/track-order');
  });

  it('show known social networks that are switched on, in SPEC.md order', () => {
    expect(
      socialLinks([
        { name: 'pinterest', link: 'https://p.example', status: 1 },
        { name: 'Facebook', link: 'https://f.example', status: 1 },
        { name: 'instagram', link: 'https://i.example', status: 0 },
        { name: 'myspace', link: 'https://m.example', status: 1 },
      ]),
    ).toEqual([
      { name: 'facebook', link: 'https://f.example' },
      { name: 'pinterest', link: 'https://p.example' },
    ]);
  });

  it('show an app-store button only when its status is 1', () => {
    expect(
      appDownloadLinks({
        playstore_url: 'https://play.example',
        playstore_url_status: 1,
        apple_store_url: 'https://apple.example',
        apple_store_url_status: 0,
      }),
    ).toEqual({ playStore: 'https://play.example', appStore: undefined });
  });
});
