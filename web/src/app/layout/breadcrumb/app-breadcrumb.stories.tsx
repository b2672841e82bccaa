import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import AppBreadcrumb from '@/app/layout/breadcrumb/app-breadcrumb';

const meta = {
  title: 'Shell/Breadcrumb',
  component: AppBreadcrumb,
  args: { moduleName: 'Food', moduleType: 'food', homeCrumb: null, storeLabel: 'restaurant', businessName: 'Ruelle' },
  parameters: { padded: false, route: '/store/paname-burger' },
} satisfies Meta<typeof AppBreadcrumb>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A food store page: named with the module's word for a store, Restaurant. */
export const Store: Story = {};
export const Checkout: Story = { parameters: { route: '/checkout?page=cart' } };
export const Parcel: Story = { args: { moduleName: 'Parcel', moduleType: 'parcel', homeCrumb: 'parcelDelivery' }, parameters: { route: '/home' } };
/** A rental page: the rental web-vertical names its pages. */
export const RentalPage: Story = { args: { moduleName: 'Rental', moduleType: 'rental' }, parameters: { route: '/rental/vehicle-search' } };
export const Dark: Story = { globals: { theme: 'dark' } };
/** On the module's home: the module alone, marked as the current page. */
export const ModuleHome: Story = { parameters: { route: '/home' } };
/** Right to left: the list and its separator follow the text direction. */
export const RightToLeft: Story = { globals: { locale: 'ar' } };
