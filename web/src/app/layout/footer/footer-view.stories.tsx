import { SHOPPING_POLICY } from '@storefront/sdk';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { fn } from 'storybook/test';
import AppFooter from '@/app/layout/footer/app-footer';
import { appDownloadLinks, footerSections, socialLinks } from '@/app/layout/footer/footer-links';
import { FooterView } from '@/app/layout/footer/footer-view';
import { CONFIG, POLICIES } from '@/test/fixtures/marketplace';

const meta = {
  title: 'Shell/Footer',
  component: FooterView,
  args: {
    businessName: CONFIG.business_name,
    logoUrl: CONFIG.logo_full_url,
    email: CONFIG.email,
    phone: CONFIG.phone,
    address: CONFIG.address,
    description: CONFIG.fixed_footer_description,
    footerText: CONFIG.footer_text,
    social: socialLinks(CONFIG.social_media),
    appLinks: appDownloadLinks(CONFIG.download_user_app_links),
    sections: footerSections({ flags: CONFIG, policy: POLICIES.food, loggedIn: false }),
    onAddressClick: fn(),
    demoPictures: true,
  },
  parameters: { padded: false },
} satisfies Meta<typeof FooterView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Light: Story = {};
export const Dark: Story = { globals: { theme: 'dark' } };
export const French: Story = { globals: { locale: 'fr' } };
/** Refund, cancellation and shipping policies off, no social network, no app. */
export const Minimal: Story = {
  args: {
    logoUrl: null,
    social: [],
    appLinks: {},
    sections: footerSections({ flags: { refund_policy: 0, cancelation_policy: 0, shipping_policy: 0 }, policy: SHOPPING_POLICY, loggedIn: false }),
  },
};
/** The app's footer over the (fake) configuration; the address opens the map of the default location. */
export const Connected: StoryObj = { render: () => <AppFooter />, parameters: { state: { module: 'food', location: true } } };
