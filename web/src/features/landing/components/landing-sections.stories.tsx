import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { LandingAppDownload } from '@/features/landing/components/landing-app-download';
import { LandingEarnings } from '@/features/landing/components/landing-earnings';
import { LandingFeatures } from '@/features/landing/components/landing-features';
import { LandingHero } from '@/features/landing/components/landing-hero';
import { LANDING } from '@/test/fixtures/marketplace';

/**
 * The landing page's parts over the demo marketplace's content (GET /api/v1/react-landing-page). The hero's
 * location entry is the location feature's (its stories: Location/LocationEntryView); the whole page with
 * it is Landing/Page.
 */
const meta = {
  title: 'Landing/Sections',
  component: LandingHero,
  args: {
    title: LANDING.fixed_header_title,
    subTitle: LANDING.fixed_header_sub_title,
    locationTitle: LANDING.fixed_location_title,
    children: null,
  },
  decorators: [(Story) => <div className="app-width">{Story()}</div>],
} satisfies Meta<typeof LandingHero>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Hero: Story = {};
export const HeroDark: Story = { globals: { theme: 'dark' } };
export const HeroRightToLeft: Story = { globals: { locale: 'ar' } };
/** A place found by the search, its delivery zone being checked. */
export const Features: StoryObj<typeof LandingFeatures> = {
  render: () => <LandingFeatures title={LANDING.feature_title} subTitle={LANDING.feature_sub_title} features={LANDING.features} />,
};
export const FeaturesDark: StoryObj<typeof LandingFeatures> = { ...Features, globals: { theme: 'dark' } };

export const Earnings: StoryObj<typeof LandingEarnings> = {
  render: () => <LandingEarnings title={LANDING.earning_title} subTitle={LANDING.earning_sub_title} earnings={LANDING.earnings} />,
};
/** The operator left only the courier's block, with no sign-up address: no button. */
export const EarningsOneWithoutLink: StoryObj<typeof LandingEarnings> = {
  render: () => (
    <LandingEarnings title={LANDING.earning_title} earnings={LANDING.earnings.slice(1).map((earning) => ({ ...earning, button_url: '' }))} />
  ),
};

export const AppDownload: StoryObj<typeof LandingAppDownload> = {
  render: () => (
    <LandingAppDownload
      title={LANDING.download_app_title}
      subTitle={LANDING.download_app_sub_title}
      links={{ appStore: LANDING.download_user_app_links.apple_store_url, playStore: LANDING.download_user_app_links.playstore_url }}
    />
  ),
};
