import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import type { VerticalRouteProps } from '@storefront/sdk';
import { fn } from 'storybook/test';
import { STORY_CATEGORIES, STORY_PARCEL, StoryPointChooser, storyHost, storyPrice } from '../story-data';
import { CategoryList } from './category-list';
import { HomeHero } from './home-hero';
import ParcelHome from './parcel-home';
import { RecentParcels } from './recent-parcels';

/** The parcel module's home (web-verticals/parcel): send, track, its categories and the customer's recent parcels. */
const meta = { title: 'Parcel/Home', parameters: { padded: true } } satisfies Meta;
export default meta;
type Story = StoryObj;

const CUSTOMER = { kind: 'customer' } as const;
const RECENT = {
  total_size: 5,
  limit: 3,
  offset: 1,
  parcels: [{ ...STORY_PARCEL, id: 8, tracking_code: 'P3NDNG7QXW', status: 'pending' as const }, STORY_PARCEL, { ...STORY_PARCEL, id: 6, tracking_code: 'D3L1VRD9QX', status: 'delivered' as const }],
};
const answer = (path: string) => (path.endsWith('/categories') ? STORY_CATEGORIES : RECENT);
const NONE = () => ({ total_size: 0, limit: 3, offset: 1, parcels: [] });

function homeProps(host: VerticalRouteProps['host']): VerticalRouteProps {
  return {
    module: { id: 5, module_name: 'Parcel Delivery', module_type: 'parcel' },
    chosen: true,
    choose: fn(),
    query: new URLSearchParams(),
    navigate: fn(),
    fetchApi: async <T,>() => ({}) as T,
    formatPrice: storyPrice,
    host,
    parts: { ItemList: () => null, Unavailable: () => null, PointChooser: StoryPointChooser },
  };
}

/** The whole home for a signed-in customer with parcels; for a guest; in French; in the dark theme. */
export const Home: Story = { render: () => <ParcelHome {...homeProps(storyHost(answer, undefined, CUSTOMER))} /> };
export const HomeGuest: Story = { render: () => <ParcelHome {...homeProps(storyHost(answer))} /> };
export const HomeFrench: Story = { ...Home, globals: { locale: 'fr' } };
export const HomeDark: Story = { ...Home, globals: { theme: 'dark' } };
export const HomeRightToLeft: Story = { ...Home, globals: { locale: 'ar' } };

/** The two ways in: send a package, and track one from its code. */
export const Hero: Story = { render: () => <HomeHero moduleName="Parcel Delivery" navigate={fn()} /> };
/** The server's categories with their charges. */
export const Categories: Story = { render: () => <CategoryList categories={STORY_CATEGORIES} formatPrice={storyPrice} /> };
/** The customer's newest parcels; none yet; a guest's sign-in hint. */
export const Recent: Story = { render: () => <RecentParcels host={storyHost(answer, undefined, CUSTOMER)} formatPrice={storyPrice} navigate={fn()} /> };
export const RecentNone: Story = { render: () => <RecentParcels host={storyHost(NONE, undefined, CUSTOMER)} formatPrice={storyPrice} navigate={fn()} /> };
export const RecentGuest: Story = { render: () => <RecentParcels host={storyHost(answer)} formatPrice={storyPrice} navigate={fn()} /> };
